import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ListTree, RefreshCw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { showErrorToast } from '../toast/toaster-ready';
import type { OutlineLesson, Player } from '../../contracts/learning-schemas';
import { ApiError } from '../api/client';
import { recordLessonOpened, useLesson, useLessonProgress, usePlayer, useViewer } from './learning-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { PageMeta } from '../components/PageMeta';
import { useModalFocus } from '../focus/use-modal-focus';
import { formatDate } from '../format/dates';
import { courseEnrollPath, playerPath } from '../learning/access-text';
import { cameFromAnotherLesson } from '../learning/lesson-arrival';
import { LessonPane } from '../learning/LessonPane';
import { LockedLesson } from '../learning/LockedLesson';
import { PlayerOutline } from '../learning/PlayerOutline';
import { ProgressBar } from '../learning/ProgressBar';
import { errorText } from '../api/error-text';

const TITLE = 'Course player';

export default function CoursePlayerScreen() {
  const { slug, lessonId: lessonParam } = useParams();
  const viewer = useViewer();
  const player = usePlayer(viewer.key, slug);
  if (!slug) return <Navigate to="/my-enroll" replace />;
  if (viewer.failed)
    return (
      <PageFrame title={TITLE}>
        <LoadError what="your account" onRetry={viewer.retry} />
      </PageFrame>
    );
  if (player.error instanceof ApiError && player.error.status === 404) {
    return (
      <PageFrame title="Course not found" crumbs={[{ label: 'Courses', to: '/courses' }]}>
        <p role="alert" className="text-slate-700">
          No published course has this address.{' '}
          <Link to="/courses" className="font-semibold text-brand-700 underline">
            Browse the courses
          </Link>
          .
        </p>
      </PageFrame>
    );
  }
  if (player.isError)
    return (
      <PageFrame title={TITLE}>
        <LoadError what="this course" onRetry={() => void player.refetch()} />
      </PageFrame>
    );
  if (player.isPending) return <PageLoading />;
  const data = player.data;
  if (lessonParam === undefined) {
    return data.resumeLessonId === null ? (
      <PageFrame title={data.course.title}>
        <p className="text-slate-700">This course has no lessons yet.</p>
      </PageFrame>
    ) : (
      <Navigate to={playerPath(slug, data.resumeLessonId)} replace />
    );
  }
  return <PlayerLayout key={slug} slug={slug} player={data} lessonId={Number(lessonParam)} viewerKey={viewer.key} signedIn={viewer.signedIn} />;
}

type LayoutProps = { slug: string; player: Player; lessonId: number; viewerKey: string | null; signedIn: boolean };

function PlayerLayout({ slug, player, lessonId, viewerKey, signedIn }: LayoutProps) {
  const [outlineOpen, setOutlineOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const drawerClose = useRef<HTMLButtonElement>(null);
  const drawerTrigger = useRef<HTMLButtonElement>(null);
  // On phones the outline is a modal drawer: focus moves in, stays in, and returns to "Course content" after Escape or close.
  useModalFocus(drawer, { open: outlineOpen, onClose: () => setOutlineOpen(false), initial: drawerClose, returnTo: () => drawerTrigger.current });
  // A lesson reached from another one (previous, next, the outline) takes focus on its heading.
  const moved = cameFromAnotherLesson(useLocation().state);
  const outline = player.sections.flatMap((s) => s.lessons);
  const current = outline.find((l) => l.id === lessonId) ?? null;
  const { access, course } = player;
  return (
    <div className="bg-slate-50">
      <PageMeta title={current ? `${current.title} · ${course.title}` : course.title} description={`Lessons of ${course.title}.`} />
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-3 py-4">
          <div className="min-w-0 flex-1">
            <Link
              to={access.state === 'none' ? `/course-detail/${encodeURIComponent(slug)}` : `/courseEnrolluser/${encodeURIComponent(slug)}`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {access.state === 'none' ? 'Course page' : 'Course progress'}
            </Link>
            <p className="truncate text-lg font-bold text-ink">{course.title}</p>
          </div>
          {access.state === 'active' && (
            <div className="w-full sm:w-72">
              <ProgressBar progress={player.progress} label="Course progress" />
              <p className="mt-1 text-xs text-slate-500">
                {player.progress.completed} of {player.progress.total} lessons completed
              </p>
            </div>
          )}
          <button
            ref={drawerTrigger}
            type="button"
            onClick={() => setOutlineOpen(true)}
            aria-expanded={outlineOpen}
            aria-controls="player-outline"
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 lg:hidden"
          >
            <ListTree aria-hidden="true" className="h-4 w-4" /> Course content
          </button>
        </div>
        {access.state === 'expired' && (
          <div role="status" className="border-t border-amber-200 bg-amber-50">
            <p className="container-page flex flex-wrap items-center gap-x-3 gap-y-2 py-3 text-sm text-amber-900">
              <span className="font-semibold">Your access ended on {access.expiresAt ? formatDate(access.expiresAt) : 'an earlier date'}.</span>
              <span>Free preview lessons stay open; your progress is kept.</span>
              <Link to={courseEnrollPath(slug)} className="inline-flex items-center gap-1.5 rounded-full bg-accent-500 px-3 py-1 font-semibold text-ink hover:bg-accent-400">
                <RefreshCw aria-hidden="true" className="h-3.5 w-3.5" /> Renew
              </Link>
            </p>
          </div>
        )}
      </div>
      <div className="container-page grid gap-8 py-6 lg:grid-cols-[20rem_1fr] lg:py-8">
        {/* The backdrop closes the drawer for a pointer; the keyboard has Escape and the close button. */}
        {outlineOpen && <div aria-hidden="true" onClick={() => setOutlineOpen(false)} className="fixed inset-0 z-40 bg-ink/40 lg:hidden" />}
        {/* The outline is some 40 Tab stops on a desktop: this jumps over it to the lesson. */}
        <a
          href="#lesson-title"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('lesson-title')?.focus();
          }}
          className="sr-only max-lg:hidden focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow"
        >
          Skip to lesson
        </a>
        <aside
          ref={drawer}
          role={outlineOpen ? 'dialog' : undefined}
          aria-modal={outlineOpen || undefined}
          aria-label={outlineOpen ? 'Course content' : undefined}
          id="player-outline"
          className={`${outlineOpen ? 'fixed inset-y-0 left-0 z-50 block w-[85vw] max-w-sm overflow-y-auto shadow-2xl' : 'hidden'} bg-white lg:static lg:z-auto lg:block lg:max-h-[calc(100vh-8rem)] lg:w-auto lg:max-w-none lg:overflow-y-auto lg:rounded-2xl lg:border lg:border-slate-200 lg:shadow-none lg:sticky lg:top-24 lg:self-start`}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <h2 className="font-bold text-ink">Course content</h2>
            <button
              ref={drawerClose}
              type="button"
              onClick={() => setOutlineOpen(false)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 lg:hidden"
            >
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Close course content</span>
            </button>
          </div>
          <PlayerOutline slug={slug} sections={player.sections} currentId={lessonId} onNavigate={() => setOutlineOpen(false)} />
        </aside>
        <div className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {current === null ? (
            <div role="alert">
              <h1 id="lesson-title" tabIndex={-1} className="text-xl font-bold text-ink">
                This course has no such lesson
              </h1>
              {player.resumeLessonId !== null && (
                <Link to={playerPath(slug, player.resumeLessonId)} className="mt-4 inline-block font-semibold text-brand-700 underline">
                  Go to the course’s first lesson
                </Link>
              )}
            </div>
          ) : current.locked ? (
            <LockedLesson key={current.id} slug={slug} lesson={current} access={access} signedIn={signedIn} focusHeading={moved} />
          ) : (
            <OpenLesson key={current.id} slug={slug} outlineLesson={current} player={player} viewerKey={viewerKey} signedIn={signedIn} focusHeading={moved} />
          )}
        </div>
      </div>
    </div>
  );
}

type OpenLessonProps = { slug: string; outlineLesson: OutlineLesson; player: Player; viewerKey: string | null; signedIn: boolean; focusHeading: boolean };

function OpenLesson({ slug, outlineLesson, player, viewerKey, signedIn, focusHeading }: OpenLessonProps) {
  const client = useQueryClient();
  const lesson = useLesson(viewerKey, slug, outlineLesson.id);
  const progress = useLessonProgress(viewerKey, slug);
  const active = player.access.state === 'active';
  const loaded = lesson.isSuccess;

  useEffect(() => {
    if (!active || !loaded) return;
    // The resume point; /my-enroll re-reads it next time it opens.
    void recordLessonOpened(slug, outlineLesson.id).then(() => client.invalidateQueries({ queryKey: ['learning', viewerKey, 'enrollments'] }));
  }, [active, loaded, slug, outlineLesson.id, client, viewerKey]);

  if (lesson.error instanceof ApiError && (lesson.error.status === 401 || lesson.error.status === 403)) {
    return <LockedLesson slug={slug} lesson={outlineLesson} access={player.access} signedIn={signedIn} focusHeading={focusHeading} />;
  }
  if (lesson.isError) return <LoadError what="this lesson" onRetry={() => void lesson.refetch()} />;
  if (lesson.isPending) return <PageLoading />;
  const completed = lesson.data.completed;
  return (
    <LessonPane
      slug={slug}
      lesson={lesson.data}
      canTrack={active}
      completed={completed}
      saving={progress.isPending}
      focusHeading={focusHeading}
      viewerKey={viewerKey}
      onVideoCompleted={() => {
        // Watching marked the lesson complete on the server: show it here, in the outline and in My courses.
        for (const key of [
          ['learning', viewerKey, 'lesson', slug, outlineLesson.id],
          ['learning', viewerKey, 'player', slug],
          ['learning', viewerKey, 'enrollments'],
          ['learning', viewerKey, 'enrollment', slug],
        ])
          void client.invalidateQueries({ queryKey: key });
      }}
      onToggleComplete={() => progress.mutate({ lessonId: outlineLesson.id, completed: !completed }, { onError: (error) => void showErrorToast(`Your progress was not saved. ${errorText(error)}`) })}
    />
  );
}
