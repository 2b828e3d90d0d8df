import { Link } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { formatDate } from '../../../format/dates';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Loaded } from '../../ui/Loaded';
import { StudioNav } from '../StudioNav';
import { usePages } from '../content/content-api';

/** The site's content pages (about, children's education, health coaching): each is edited in place. */
export default function PagesScreen() {
  const { basePath } = useAdmin();
  const pages = usePages();
  return (
    <>
      <PageMeta title="Pages · Studio" />
      <AdminHeading title="Pages" intro="The about, children's education and health coaching pages. A saved change is on the site at once." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <Loaded query={pages} what="the pages">
        {(data) => (
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {data.map((p) => (
              <li key={p.slug} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <Link to={`${basePath}/studio/pages/${p.slug}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                  {p.title}
                </Link>
                <p className="mt-1 line-clamp-3 text-sm text-slate-600">{p.summary}</p>
                <p className="mt-3 text-xs text-slate-500">
                  {p.publicPath} · updated <time dateTime={p.updatedAt}>{formatDate(p.updatedAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}
