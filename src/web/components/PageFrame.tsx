import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from './PageMeta';

type MetaExtras = Pick<Parameters<typeof PageMeta>[0], 'path' | 'image' | 'type'>;

export type Crumb = { label: string; to?: string };

type Props = {
  title: string;
  /** The browser tab's title when it should say more than the heading (a filtered list). */
  metaTitle?: string;
  /** One sentence under the title saying what the page is for. */
  intro?: string;
  /** The intro comes with the screen's data: keep its lines (3 on a phone, 2 wider) so it moves nothing when it lands. */
  reserveIntro?: boolean;
  description?: string;
  /** Trail above the title; Home is always first, the page itself last. */
  crumbs?: Crumb[];
  eyebrow?: ReactNode;
  /** Canonical path, sharing image and kind of page, when the screen knows them. */
  meta?: MetaExtras;
  children?: ReactNode;
};

/** The banner (breadcrumb, title, intro) and content area shared by the screens. */
export function PageFrame({ title, metaTitle, intro, reserveIntro = false, description, crumbs = [], eyebrow, meta, children }: Props) {
  const trail: Crumb[] = [{ label: 'Home', to: '/' }, ...crumbs, { label: title }];
  return (
    <>
      <PageMeta title={metaTitle ?? title} description={description ?? intro} {...meta} />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/5" />
        <div aria-hidden="true" className="absolute -bottom-32 right-40 h-64 w-64 rounded-full bg-accent-500/10" />
        <div className="container-page relative py-10 sm:py-14">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
              {trail.map((crumb, i) => (
                <li key={`${crumb.label}-${i}`} className="flex items-center gap-1">
                  {i > 0 && <ChevronRight aria-hidden="true" className="h-4 w-4 text-brand-300" />}
                  {crumb.to && i < trail.length - 1 ? (
                    <Link to={crumb.to} className="hover:text-white hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current={i === trail.length - 1 ? 'page' : undefined} className="text-white">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          {eyebrow && <div className="mt-5">{eyebrow}</div>}
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
          {(intro || reserveIntro) && <p className={`mt-3 max-w-2xl text-base text-brand-100 sm:text-lg ${reserveIntro ? 'min-h-[3lh] sm:min-h-[2lh]' : ''}`}>{intro}</p>}
        </div>
      </section>
      {children && <div className="container-page py-10 sm:py-14">{children}</div>}
    </>
  );
}
