import { CalendarClock, Download, FileText, Lock, PlayCircle, Receipt as ReceiptIcon, RefreshCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { IMAGE_SIZES } from '../../contracts/images';
import type { MyEnrollmentDetail } from '../../contracts/learning-schemas';
import { ApiError } from '../api/client';
import { useMyEnrollment, useViewer } from './learning-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { formatBytes } from '../format/bytes';
import { formatDate } from '../format/dates';
import { formatPrice } from '../format/money';
import { accessLine, courseEnrollPath, playerPath, REVOKED_TEXT } from './access-text';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ProgressBar } from './ProgressBar';
import { SectionProgress } from './SectionProgress';
import { SignInRedirect } from './SignInRedirect';

const TITLE = 'Course progress';
const CRUMBS = [{ label: 'My enrollments', to: '/my-enroll' }];

export default function CourseProgressScreen() {
  const { slug } = useParams();
  const viewer = useViewer();
  const detail = useMyEnrollment(viewer.key, slug);
  if (viewer.failed)
    return (
      <PageFrame title={TITLE} crumbs={CRUMBS}>
        <LoadError what="your account" onRetry={viewer.retry} />
      </PageFrame>
    );
  if (!viewer.loading && !viewer.signedIn) return <SignInRedirect />;
  if (!slug || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <PageFrame title={TITLE} crumbs={CRUMBS}>
        <div role="alert" className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h2 className="text-xl font-bold text-ink">You are not enrolled in this course</h2>
          <p className="mt-2 text-slate-600">Your courses are listed on My enrollments.</p>
          <Link to="/my-enroll" className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
            My enrollments
          </Link>
        </div>
      </PageFrame>
    );
  }
  if (detail.isPending)
    return (
      <PageFrame title={TITLE} crumbs={CRUMBS}>
        <PageLoading />
      </PageFrame>
    );
  if (detail.isError)
    return (
      <PageFrame title={TITLE} crumbs={CRUMBS}>
        <LoadError what="this course" onRetry={() => void detail.refetch()} />
      </PageFrame>
    );
  return <Detail detail={detail.data} />;
}

function Detail({ detail }: { detail: MyEnrollmentDetail }) {
  const { course, state, progress } = detail;
  const active = state === 'active';
  return (
    <PageFrame
      title={course.title}
      metaTitle={`${TITLE}: ${course.title}`}
      crumbs={CRUMBS}
      eyebrow={<span className="text-sm font-semibold uppercase tracking-wide text-accent-400">{course.subject.name}</span>}
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <section aria-labelledby="progress-heading">
            <h2 id="progress-heading" className="text-xl font-bold text-ink">
              Progress by section
            </h2>
            <div className="mt-4 space-y-3">
              {detail.sections.map((section, i) => (
                <SectionProgress key={section.id} slug={course.slug} section={section} index={i} />
              ))}
            </div>
          </section>
          <section aria-labelledby="files-heading">
            <h2 id="files-heading" className="text-xl font-bold text-ink">
              Course files
            </h2>
            {detail.resources.length === 0 ? (
              <p className="mt-3 text-slate-600">This course has no downloadable files.</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
                {detail.resources.map((file) => {
                  const open = file.access === 'public' || active;
                  return (
                    <li key={file.slug} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
                      <FileText aria-hidden="true" className="hidden h-8 w-8 shrink-0 text-brand-600 sm:block" />
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold text-ink">{file.title}</p>
                        <p className="text-xs text-slate-500">
                          PDF · {formatBytes(file.sizeBytes)} · {file.access === 'public' ? 'Free for everyone' : 'For enrolled students'}
                        </p>
                      </div>
                      {open ? (
                        <a
                          href={file.downloadUrl}
                          download={file.fileName}
                          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                        >
                          <Download aria-hidden="true" className="h-4 w-4" /> Download<span className="sr-only"> {file.title}</span>
                        </a>
                      ) : (
                        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-500">
                          <Lock aria-hidden="true" className="h-4 w-4" /> Needs active access
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <img src={course.coverUrl} alt="" {...IMAGE_SIZES.course} className="aspect-video w-full object-cover" />
            <div className="p-5">
              <ProgressBar progress={progress} label={`Progress in ${course.title}`} />
              <p className="mt-1.5 text-sm text-slate-600">
                {progress.completed} of {progress.total} lessons completed
              </p>
              <p className={`mt-4 flex items-center gap-1.5 text-sm ${active ? 'text-slate-700' : 'font-semibold text-amber-800'}`}>
                <CalendarClock aria-hidden="true" className="h-4 w-4" /> {accessLine(detail)}
              </p>
              <p className="mt-1 text-xs text-slate-500">Started {formatDate(detail.startsAt)}</p>
              {state === 'revoked' && <p className="mt-3 text-sm text-slate-600">{REVOKED_TEXT}</p>}
              {active && detail.resumeLessonId !== null && (
                <Link
                  to={playerPath(course.slug, detail.resumeLessonId)}
                  className="mt-5 flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
                >
                  <PlayCircle aria-hidden="true" className="h-5 w-5" /> {detail.lastLesson ? 'Continue learning' : 'Start the course'}
                </Link>
              )}
              {state === 'expired' && (
                <Link to={courseEnrollPath(course.slug)} className="mt-5 flex items-center justify-center gap-2 rounded-full bg-accent-500 px-5 py-3 font-semibold text-ink hover:bg-accent-400">
                  <RefreshCw aria-hidden="true" className="h-5 w-5" /> Renew access
                </Link>
              )}
              {active && detail.lastLesson && <p className="mt-2 text-center text-xs text-slate-500">Last opened: {detail.lastLesson.title}</p>}
            </div>
          </div>
          <section aria-labelledby="receipts-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="receipts-heading" className="font-bold text-ink">
              Receipts
            </h2>
            {detail.receipts.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No purchase on record: this enrollment was free or added by Hisab.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {detail.receipts.map((order) => (
                  <li key={order.reference} className="flex items-center justify-between gap-3 py-3 text-sm">
                    <div>
                      <p className="font-mono font-semibold">{order.reference}</p>
                      <p className="text-slate-500">
                        {formatDate(order.createdAt)} · {formatPrice(order.totalPaisa)}
                      </p>
                      <div className="mt-1">
                        <OrderStatusBadge status={order.status} />
                      </div>
                    </div>
                    <Link to={`/coursebyUser?receipt=${encodeURIComponent(order.reference)}`} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                      <ReceiptIcon aria-hidden="true" className="h-4 w-4" /> Receipt<span className="sr-only"> {order.reference}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </PageFrame>
  );
}
