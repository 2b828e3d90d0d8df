import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAdmin } from '../../admin-context';
import { UploadProgress } from './UploadProgress';
import { useVideoUploads } from './video-uploads-store';

/**
 * Every lecture upload this tab is sending, wherever in the admin area the
 * admin is: each with its bar and controls and a link to its lesson.
 * Leaving the site while one is going asks first (it would stop; choosing
 * the same file again later continues it).
 */
export function UploadsTray() {
  const { basePath } = useAdmin();
  const uploads = Object.values(useVideoUploads((state) => state.uploads));
  // On a phone the tray starts folded to one line, so it does not cover the form being edited.
  const [open, setOpen] = useState(() => typeof window === 'undefined' || window.matchMedia('(min-width: 640px)').matches);
  const sending = uploads.some((u) => u.phase === 'uploading' || u.phase === 'checking');

  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  if (uploads.length === 0) return null;
  const total = uploads.reduce((sum, u) => sum + u.totalBytes, 0);
  const overall = Math.floor((uploads.reduce((sum, u) => sum + u.sentBytes, 0) / Math.max(1, total)) * 100);
  const Chevron = open ? ChevronDown : ChevronUp;
  return (
    <aside aria-label="Video uploads" className="fixed bottom-3 left-3 right-3 z-40 max-h-[60vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white shadow-lg sm:right-auto sm:w-96">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="flex min-h-11 w-full items-center justify-between gap-2 px-4 py-2 text-left text-sm font-bold text-ink">
        <span>
          Video uploads ({uploads.length}){!open && <span className="font-normal text-slate-600"> · {overall} %</span>}
        </span>
        <Chevron aria-hidden="true" className="h-4 w-4" />
      </button>
      {open && (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {uploads.map((upload) => (
            <li key={upload.key} className="space-y-1 px-4 py-3">
              <UploadProgress upload={upload} compact />
              <Link
                to={`${basePath}/studio/courses/${upload.courseId}/curriculum?lesson=${upload.lessonId}`}
                aria-label={`Open the lesson: ${upload.lessonTitle}`}
                className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 hover:underline"
              >
                Open the lesson
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
