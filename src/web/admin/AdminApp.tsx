import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { readAdminBasePath } from '../admin-base';
import { useSession } from '../account/auth-api';
import { LoadError } from '../components/LoadError';
import { PageLoading } from '../components/PageLoading';
import { AdminContext } from './admin-context';
import { AdminLayout } from './AdminLayout';
import { NotAllowed } from './NotAllowed';

const OverviewScreen = lazy(() => import('./OverviewScreen'));
const UsersScreen = lazy(() => import('./UsersScreen'));
const UserScreen = lazy(() => import('./UserScreen'));
const QueueScreen = lazy(() => import('./payments/QueueScreen'));
const OrderScreen = lazy(() => import('./payments/OrderScreen'));
const EnrollmentsScreen = lazy(() => import('./payments/EnrollmentsScreen'));
const CouponsScreen = lazy(() => import('./payments/CouponsScreen'));
const MethodsScreen = lazy(() => import('./payments/MethodsScreen'));
const SettingsScreen = lazy(() => import('./settings/SettingsScreen'));
const OutboxScreen = lazy(() => import('./OutboxScreen'));
const CertificatesScreen = lazy(() => import('./certificates/CertificatesScreen'));
const TurnaroundScreen = lazy(() => import('./marking/TurnaroundScreen'));
const StudioHome = lazy(() => import('./studio/StudioHome'));
const StudioCourses = lazy(() => import('./studio/courses/CoursesScreen'));
const StudioNewCourse = lazy(() => import('./studio/courses/NewCourseScreen'));
const StudioCourse = lazy(() => import('./studio/courses/CourseEditorScreen'));
const StudioCurriculum = lazy(() => import('./studio/curriculum/CurriculumScreen'));
const StudioQuestions = lazy(() => import('./studio/questions/QuestionsScreen'));
const StudioQuestionImport = lazy(() => import('./studio/questions/QuestionImportScreen'));
const StudioQuestion = lazy(() => import('./studio/questions/QuestionEditorScreen'));
const StudioExams = lazy(() => import('./studio/exams/ExamsScreen'));
const StudioExam = lazy(() => import('./studio/exams/ExamBuilderScreen'));
const StudioExamStatistics = lazy(() => import('./studio/exams/statistics/ExamStatisticsScreen'));
const StudioQuestionReports = lazy(() => import('./studio/reports/QuestionReportsScreen'));
const StudioPosts = lazy(() => import('./studio/posts/PostsScreen'));
const StudioPost = lazy(() => import('./studio/posts/PostEditorScreen'));
const StudioMentors = lazy(() => import('./studio/mentors/MentorsScreen'));
const StudioMentor = lazy(() => import('./studio/mentors/MentorEditorScreen'));
const StudioPages = lazy(() => import('./studio/pages/PagesScreen'));
const StudioPage = lazy(() => import('./studio/pages/PageEditorScreen'));
const StudioResources = lazy(() => import('./studio/resources/ResourcesScreen'));
const StudioResource = lazy(() => import('./studio/resources/ResourceEditorScreen'));

/**
 * The admin area. The server has already checked the role before sending
 * this page; the check here covers what changes afterwards (signing out in
 * another tab) and decides what a non-admin sees. The data itself comes
 * only from admin APIs, which check the role on every request.
 */
export default function AdminApp() {
  const basePath = readAdminBasePath() ?? '/admin';
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <PageLoading />;
  if (session.isError)
    return (
      <div className="container-page">
        <LoadError what="your account" onRetry={() => void session.refetch()} />
      </div>
    );
  const me = session.data;
  if (!me) return <Navigate to={`/adminlogin?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.role !== 'admin') return <NotAllowed user={me} />;

  return (
    <AdminContext.Provider value={{ basePath, me }}>
      <AdminLayout>
        <Routes>
          <Route index element={<OverviewScreen />} />
          <Route path="users" element={<UsersScreen />} />
          <Route path="users/:id" element={<UserScreen />} />
          <Route path="enrollments" element={<QueueScreen />} />
          <Route path="enrollments/orders/:reference" element={<OrderScreen />} />
          <Route path="enrollments/students" element={<EnrollmentsScreen />} />
          <Route path="enrollments/coupons" element={<CouponsScreen />} />
          <Route path="enrollments/methods" element={<MethodsScreen />} />
          <Route path="settings" element={<SettingsScreen />} />
          <Route path="outbox" element={<OutboxScreen />} />
          <Route path="certificates" element={<CertificatesScreen />} />
          <Route path="marking" element={<TurnaroundScreen />} />
          <Route path="studio" element={<StudioHome />} />
          <Route path="studio/courses" element={<StudioCourses />} />
          <Route path="studio/courses/new" element={<StudioNewCourse />} />
          <Route path="studio/courses/:id" element={<StudioCourse />} />
          <Route path="studio/courses/:id/curriculum" element={<StudioCurriculum />} />
          <Route path="studio/questions" element={<StudioQuestions />} />
          <Route path="studio/questions/import" element={<StudioQuestionImport />} />
          <Route path="studio/questions/new" element={<StudioQuestion />} />
          <Route path="studio/questions/:id" element={<StudioQuestion />} />
          <Route path="studio/exams" element={<StudioExams />} />
          <Route path="studio/exams/new" element={<StudioExam />} />
          <Route path="studio/exams/:id" element={<StudioExam />} />
          <Route path="studio/exams/:id/statistics" element={<StudioExamStatistics />} />
          <Route path="studio/question-reports" element={<StudioQuestionReports />} />
          <Route path="studio/posts" element={<StudioPosts />} />
          <Route path="studio/posts/:id" element={<StudioPost />} />
          <Route path="studio/mentors" element={<StudioMentors />} />
          <Route path="studio/mentors/:id" element={<StudioMentor />} />
          <Route path="studio/pages" element={<StudioPages />} />
          <Route path="studio/pages/:slug" element={<StudioPage />} />
          <Route path="studio/resources" element={<StudioResources />} />
          <Route path="studio/resources/:id" element={<StudioResource />} />
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </AdminLayout>
    </AdminContext.Provider>
  );
}
