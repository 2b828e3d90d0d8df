import { CheckCircle2, ChevronLeft, ChevronRight, Circle, Download, ExternalLink } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { LessonContent } from '../../contracts/learning-schemas';
import { urlOf } from '../api/client';
import { Markdown } from '../markdown/Markdown';
import { playerPath } from './access-text';
import { FROM_ANOTHER_LESSON } from './lesson-arrival';
import { KIND_LABEL } from './lesson-kinds';
import { VideoLoading, VideoNotReady } from './VideoPlaceholders';

/** The hosted-video player and hls.js: loaded only on a lesson whose video this site hosts. */
const HostedVideo = lazy(() => import('./video/HostedVideo'));

type Props = {
  slug: string;
  lesson: LessonContent;
  /** Whether this viewer may mark lessons (active access). */
  canTrack: boolean;
  completed: boolean;
  saving: boolean;
  onToggleComplete: () => void;
  /** Watching the hosted video to 90 % completed the lesson (the server marked it). */
  onVideoCompleted: () => void;
  /** The signed-in viewer's part of the query keys ('visitor' for a visitor). */
  viewerKey: string | null;
  /** Arrived by moving between lessons: focus goes to the heading, not to the page body. */
  focusHeading: boolean;
};

/** The lesson itself (video, reading or PDF with its notes), then mark-complete and previous/next. */
export function LessonPane({ slug, lesson, canTrack, completed, saving, onToggleComplete, onVideoCompleted, viewerKey, focusHeading }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Read once, on arrival: a refetch of the same lesson must not pull focus back up.
  const focusOnArrival = useRef(focusHeading);
  useEffect(() => {
    if (focusOnArrival.current) heading.current?.focus();
  }, []);
  return (
    <article aria-labelledby="lesson-title">
      <p className="text-sm font-semibold text-brand-700">
        {lesson.sectionTitle} · {KIND_LABEL[lesson.kind]} · {lesson.minutes} min
        {lesson.freePreview && <span className="ml-2 rounded bg-accent-300/40 px-1.5 py-0.5 text-xs text-amber-900">Free preview</span>}
      </p>
      <h1 ref={heading} id="lesson-title" tabIndex={-1} className="mt-1 scroll-mt-28 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {lesson.title}
      </h1>
      <div className="mt-6">
        <LessonBody slug={slug} lesson={lesson} video={{ canSave: canTrack, viewerKey, onCompleted: onVideoCompleted }} />
      </div>
      <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {canTrack ? (
          <button
            type="button"
            aria-pressed={completed}
            // Not `disabled` while saving: a disabled button drops keyboard focus to the page body.
            aria-disabled={saving}
            onClick={() => {
              if (!saving) onToggleComplete();
            }}
            className={`inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition aria-disabled:cursor-wait aria-disabled:opacity-60 ${
              completed ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-300 hover:bg-brand-100' : 'bg-brand-700 text-white hover:bg-brand-800'
            }`}
          >
            {completed ? <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> : <Circle aria-hidden="true" className="h-5 w-5" />}
            {completed ? 'Completed' : 'Mark as complete'}
          </button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <NeighbourLink slug={slug} id={lesson.previousLessonId} label="Previous" />
          <NeighbourLink slug={slug} id={lesson.nextLessonId} label="Next" />
        </div>
      </div>
    </article>
  );
}

function NeighbourLink({ slug, id, label }: { slug: string; id: number | null; label: 'Previous' | 'Next' }) {
  const Icon = label === 'Previous' ? ChevronLeft : ChevronRight;
  const className = 'inline-flex flex-1 items-center justify-center gap-1 rounded-full border px-4 py-2.5 text-sm font-semibold sm:flex-none';
  if (id === null)
    return (
      <span aria-disabled="true" className={`${className} border-slate-200 text-slate-300`}>
        {label === 'Previous' && <Icon aria-hidden="true" className="h-4 w-4" />} {label} {label === 'Next' && <Icon aria-hidden="true" className="h-4 w-4" />}
      </span>
    );
  return (
    // Named in full for screen readers; a phone shows only "Next" for lack of room.
    <Link to={playerPath(slug, id)} state={FROM_ANOTHER_LESSON} aria-label={`${label} lesson`} className={`${className} border-slate-300 text-slate-700 hover:bg-slate-50`}>
      {label === 'Previous' && <Icon aria-hidden="true" className="h-4 w-4" />} {label}
      <span className="hidden sm:inline"> lesson</span> {label === 'Next' && <Icon aria-hidden="true" className="h-4 w-4" />}
    </Link>
  );
}

type HostedVideoProps = { canSave: boolean; viewerKey: string | null; onCompleted: () => void };

function LessonBody({ slug, lesson, video }: { slug: string; lesson: LessonContent; video: HostedVideoProps }) {
  const notes = lesson.body ? <Markdown source={lesson.body} /> : null;
  if (lesson.kind === 'video') {
    return (
      <>
        {lesson.video?.provider === 'hosted' ? (
          <Suspense fallback={<VideoLoading />}>
            <HostedVideo slug={slug} lessonId={lesson.id} title={lesson.title} loading={<VideoLoading />} notReady={<VideoNotReady hasNotes={notes !== null} />} {...video} />
          </Suspense>
        ) : lesson.video?.provider === 'file' ? (
          <video controls preload="metadata" src={lesson.video.embedUrl} className="aspect-video w-full rounded-2xl bg-black" />
        ) : lesson.video ? (
          <div className="aspect-video overflow-hidden rounded-2xl bg-black shadow-sm">
            <iframe
              src={lesson.video.embedUrl}
              title={`Video: ${lesson.title}`}
              className="h-full w-full"
              allow="accelerometer; autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : (
          <VideoNotReady hasNotes={notes !== null} />
        )}
        {notes && (
          <section aria-label="Lesson notes" className="mt-8">
            <h2 className="text-lg font-bold text-ink">Notes</h2>
            <div className="mt-2">{notes}</div>
          </section>
        )}
      </>
    );
  }
  if (lesson.kind === 'pdf') {
    // The lesson names a file when it has one; its addresses are the file operation's.
    const file = { params: { slug, lessonId: lesson.id } };
    const fileUrl = lesson.fileUrl ? urlOf('GET /player/{slug}/lessons/{lessonId}/file', file) : null;
    return (
      <>
        {fileUrl ? (
          <div>
            <iframe src={fileUrl} title={`PDF: ${lesson.title}`} className="h-[60vh] min-h-80 w-full rounded-2xl border border-slate-200 bg-slate-50 sm:h-[70vh]" />
            <div className="mt-4 flex flex-wrap gap-2">
              <a
                href={urlOf('GET /player/{slug}/lessons/{lessonId}/file', { ...file, query: { download: '1' } })}
                download={lesson.fileName ?? undefined}
                className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <Download aria-hidden="true" className="h-4 w-4" /> Download PDF
              </a>
              {/* Phone browsers often cannot show a PDF inside a page; they open it full screen. */}
              <a
                href={fileUrl}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" /> Open full screen
              </a>
            </div>
          </div>
        ) : (
          <p role="note" className="rounded-2xl bg-slate-100 p-5 text-slate-700">
            The PDF for this lesson is not available yet.{notes ? ' Its notes are below.' : ''}
          </p>
        )}
        {notes && <div className="mt-8">{notes}</div>}
      </>
    );
  }
  return notes ?? <p className="rounded-2xl bg-slate-100 p-5 text-slate-700">This reading has no text yet.</p>;
}
