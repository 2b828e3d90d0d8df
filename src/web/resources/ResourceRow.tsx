import { Download, FileText, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { Resource } from '../../contracts/catalogue-schemas';
import { formatBytes } from '../format/bytes';
import { fileKind, titleWithinPaper } from './resource-text';

/**
 * One file: what it is, how big, and either a real download link or what
 * unlocks it. Its title's level follows the page's outline (under a paper's
 * h3 on the resources page; under a section's h2 on a paper's page).
 */
export function ResourceRow({ resource, heading: Heading = 'h4' }: { resource: Resource; heading?: 'h3' | 'h4' }) {
  const free = resource.access === 'public';
  const title = titleWithinPaper(resource.title, resource.subject.name);
  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:gap-6">
      <div className="flex min-w-0 flex-1 gap-4">
        <span aria-hidden="true" className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${free ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-500'}`}>
          {free ? <FileText className="h-6 w-6" /> : <Lock className="h-5 w-5" />}
        </span>
        <div className="min-w-0">
          <Heading className="font-semibold leading-snug text-ink">{title}</Heading>
          <p className="mt-1 text-sm leading-6 text-slate-600">{resource.description}</p>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-xs font-medium text-slate-500">
            <span className="rounded bg-slate-100 px-1.5 py-0.5 font-bold text-slate-600">{fileKind(resource)}</span>
            <span>{formatBytes(resource.sizeBytes)}</span>
            <span aria-hidden="true">·</span>
            <span>{free ? 'Free for everyone' : 'For enrolled students'}</span>
          </p>
        </div>
      </div>
      <div className="sm:w-64 sm:shrink-0 sm:text-right">
        {free ? (
          <a
            href={resource.downloadUrl}
            download={resource.fileName}
            className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto"
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Download<span className="sr-only"> {resource.title}</span>
          </a>
        ) : (
          <div className="rounded-xl bg-amber-50 px-4 py-3 text-left text-sm ring-1 ring-amber-200">
            <p className="flex items-center gap-1.5 font-semibold text-amber-900">
              <Lock aria-hidden="true" className="h-3.5 w-3.5" /> Locked
            </p>
            {resource.unlockedBy ? (
              <p className="mt-0.5 text-amber-900/80">
                Unlocks with{' '}
                <Link to={`/course-detail/${encodeURIComponent(resource.unlockedBy.slug)}`} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
                  {resource.unlockedBy.title}
                </Link>
              </p>
            ) : (
              <p className="mt-0.5 text-amber-900/80">Comes with the paper’s full course.</p>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
