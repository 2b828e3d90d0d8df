import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { PageMeta } from '../../components/PageMeta';
import { useAdmin } from '../admin-context';
import { AdminHeading } from '../ui/AdminHeading';
import { STUDIO_SECTIONS } from './sections';
import { StudioNav } from './StudioNav';
import { useStudioSummary } from './studio-api';

/** The studio's home: every kind of content with how much exists, one step from its list. */
export default function StudioHome() {
  const { basePath } = useAdmin();
  const summary = useStudioSummary();
  if (summary.isPending) return <PageLoading />;
  if (summary.isError) return <LoadError what="the studio" error={summary.error} onRetry={() => void summary.refetch()} />;
  return (
    <>
      <PageMeta title="Studio" />
      <AdminHeading title="Studio" intro="Write, publish and organise everything students see: courses, lessons, questions, mock exams, posts, mentors, pages and files." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Kinds of content">
        {STUDIO_SECTIONS.map(({ key, label, path, description, icon: Icon, count }) => (
          <li key={key}>
            <Link to={`${basePath}${path}`} className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="h-5 w-5" />
              </span>
              <span className="mt-4 text-lg font-bold text-ink">{label}</span>
              <span className="mt-1 text-sm font-semibold text-brand-700">{count(summary.data)}</span>
              <span className="mt-2 flex-1 text-sm text-slate-600">{description}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Open {label.toLowerCase()}
                <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
