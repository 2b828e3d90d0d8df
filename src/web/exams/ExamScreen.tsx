import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../api/client';
import { useExam } from './exam-api';
import { useViewer } from '../learning/learning-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { ExamDetailView } from './ExamDetailView';
import { ExamHub } from './ExamHub';
import { MyExams } from './MyExams';
import { SignInRedirect } from '../learning/SignInRedirect';

const HUB_TITLE = 'Mock exams';
const HUB_INTRO = 'Timed mocks, free tasters and topic quizzes for every paper, marked by syllabus area with worked answers.';

export default function ExamScreen() {
  const { examId: slug } = useParams();
  const [params] = useSearchParams();
  const viewer = useViewer();
  if (slug) return <ExamPage slug={slug} viewer={viewer.key} />;
  if (params.get('view') === 'mine') {
    if (!viewer.loading && !viewer.signedIn) return <SignInRedirect />;
    return (
      <PageFrame title="My exams" intro="Your scores over time, your weak areas and every attempt." crumbs={[{ label: HUB_TITLE, to: '/exam' }]}>
        <MyExams viewer={viewer.key} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={HUB_TITLE} intro={HUB_INTRO}>
      <ExamHub />
    </PageFrame>
  );
}

function ExamPage({ slug, viewer }: { slug: string; viewer: string | null }) {
  const exam = useExam(viewer, slug);
  const crumbs = [{ label: HUB_TITLE, to: '/exam' }];
  if (exam.error instanceof ApiError && exam.error.status === 404) {
    return (
      <PageFrame title="Exam not found" crumbs={crumbs}>
        <p role="alert" className="text-slate-700">
          No published exam has this address.{' '}
          <Link to="/exam" className="font-semibold text-brand-700 underline">
            See all mock exams
          </Link>
          .
        </p>
      </PageFrame>
    );
  }
  if (exam.isError)
    return (
      <PageFrame title={HUB_TITLE} crumbs={crumbs}>
        <LoadError what="this exam" onRetry={() => void exam.refetch()} />
      </PageFrame>
    );
  if (exam.isPending) return <PageLoading />;
  // The exam was renamed: the API followed the redirect, the page follows to the new address.
  if (exam.data.slug !== slug) return <Navigate to={`/exam/${encodeURIComponent(exam.data.slug)}`} replace />;
  return (
    <PageFrame title={exam.data.title} intro={exam.data.paper.name} crumbs={crumbs}>
      <ExamDetailView exam={exam.data} />
    </PageFrame>
  );
}
