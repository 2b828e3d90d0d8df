import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { useMyEnrollments, useMyOrders, useViewer } from './learning-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { EnrollmentCard } from './EnrollmentCard';
import { PendingOrders } from './PendingOrders';
import { SignInRedirect } from './SignInRedirect';

const TITLE = 'My enrollments';
const INTRO = 'Your courses, your progress and when your access ends.';

export default function MyEnrollmentsScreen() {
  const viewer = useViewer();
  const enrollments = useMyEnrollments(viewer.key);
  const orders = useMyOrders(viewer.key);
  const pending = orders.data?.some((o) => o.status === 'submitted') ?? false;
  if (viewer.failed)
    return (
      <PageFrame title={TITLE} intro={INTRO}>
        <LoadError what="your account" onRetry={viewer.retry} />
      </PageFrame>
    );
  if (!viewer.loading && !viewer.signedIn) return <SignInRedirect />;
  return (
    <PageFrame title={TITLE} intro={INTRO}>
      {orders.data && <PendingOrders orders={orders.data} />}
      {enrollments.isPending ? (
        <PageLoading />
      ) : enrollments.isError ? (
        <LoadError what="your courses" onRetry={() => void enrollments.refetch()} />
      ) : enrollments.data.length === 0 && pending ? null : enrollments.data.length === 0 ? (
        <div className="mx-auto max-w-lg rounded-3xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center">
          <BookOpen aria-hidden="true" className="mx-auto h-10 w-10 text-brand-600" />
          <h2 className="mt-4 text-xl font-bold text-ink">You are not enrolled in a course yet</h2>
          <p className="mt-2 text-slate-600">Pick a paper and start with its free preview lessons. Courses you buy appear here once your payment is approved.</p>
          <Link to="/courses" className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
            Browse courses
          </Link>
        </div>
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-600">
              {enrollments.data.length} {enrollments.data.length === 1 ? 'course' : 'courses'}
            </p>
            <Link to="/coursebyUser" className="text-sm font-semibold text-brand-700 hover:underline">
              Purchases and receipts
            </Link>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {enrollments.data.map((enrollment) => (
              <EnrollmentCard key={enrollment.course.slug} enrollment={enrollment} />
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
