import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { useContentPage } from './page-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { useFormatDate } from '../format/use-format-date';
import { Markdown } from '../markdown/Markdown';

export type Highlight = { icon: LucideIcon; label: string; value: string };

type Props = {
  slug: string;
  /** What the page is called before its text loads (and in the trail). */
  label: string;
  fallbackIntro: string;
  highlights: Highlight[];
  aside: ReactNode;
  /** On phones the side panel comes after the text, so its main action also sits near the top. */
  mobileAction: ReactNode;
};

/**
 * An editable page: title and summary in the banner, a row of key facts,
 * the Markdown body, and a side panel that leads to the next step.
 */
export function ContentPageView({ slug, label, fallbackIntro, highlights, aside, mobileAction }: Props) {
  const formatDate = useFormatDate();
  const page = useContentPage(slug);
  const missing = page.error instanceof ApiError && page.error.status === 404;
  return (
    <PageFrame
      title={page.data?.title ?? label}
      intro={page.data?.summary ?? fallbackIntro}
      crumbs={page.data && page.data.title !== label ? [{ label }] : []}
      eyebrow={
        page.data?.title === label ? undefined : (
          <span className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent-300 ring-1 ring-inset ring-white/20">{label}</span>
        )
      }
    >
      {page.isPending && <PageLoading />}
      {page.isError && !missing && <LoadError what="this page" onRetry={() => void page.refetch()} />}
      {missing && <p className="rounded-2xl bg-slate-50 p-6 text-slate-700">This page is being written. Please come back soon, or contact us with your question.</p>}
      {page.data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {highlights.map(({ icon: Icon, label: name, value }) => (
              <div key={name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-slate-500">
                  <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" /> {name}
                </dt>
                <dd className="mt-1.5 text-lg font-extrabold leading-snug text-ink sm:text-xl">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 lg:hidden">{mobileAction}</div>
          <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
            <article className="min-w-0">
              <Markdown
                source={page.data.body}
                className="max-w-3xl text-[1.0625rem] [&_h2]:border-t [&_h2]:border-slate-100 [&_h2]:pt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink [&>h2:first-child]:border-0 [&>h2:first-child]:pt-0 [&_h3]:text-ink [&_li]:marker:text-brand-500 [&_strong]:text-ink"
              />
              <p className="mt-10 text-sm text-slate-500">Last updated {formatDate(page.data.updatedAt)}</p>
            </article>
            <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start">{aside}</aside>
          </div>
        </>
      )}
    </PageFrame>
  );
}

/** The side panel's main card: a short pitch and one clear action. */
export function ActionCard({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <section className="overflow-hidden rounded-3xl bg-brand-800 text-white shadow-sm">
      <div className="p-6 sm:p-8">
        <h2 className="text-xl font-bold">{title}</h2>
        <div className="mt-3 text-sm leading-6 text-brand-100">{children}</div>
        <div className="mt-6">{action}</div>
      </div>
    </section>
  );
}

/** A quieter side card: a heading and a list or a few lines. */
export function SideCard({ title, tone = 'plain', children }: { title: string; tone?: 'plain' | 'warm'; children: ReactNode }) {
  const style = tone === 'warm' ? 'border-amber-200 bg-amber-50 text-amber-950' : 'border-slate-200 bg-white text-slate-700';
  // A quieter heading in a full-strength colour: faded text fails contrast on both tones.
  const heading = tone === 'warm' ? 'text-amber-900' : 'text-slate-600';
  return (
    <section className={`rounded-3xl border p-6 text-sm leading-6 shadow-sm sm:p-8 ${style}`}>
      <h2 className={`text-sm font-bold uppercase tracking-wider ${heading}`}>{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export const ACTION_LINK = 'inline-flex w-full items-center justify-center gap-2 rounded-full bg-accent-500 px-6 py-3 font-bold text-brand-950 shadow-sm transition hover:bg-accent-400';
export const SECONDARY_LINK = 'inline-flex w-full items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-white ring-1 ring-inset ring-white/30 transition hover:bg-white/10';

/** The main action as a full-width button, for the top of the page on phones. */
export const MOBILE_ACTION_LINK = 'flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3.5 font-bold text-white shadow-sm transition hover:bg-brand-800';
