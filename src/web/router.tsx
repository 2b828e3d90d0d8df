import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { findScreen, SCREEN_ROUTES, type ScreenId } from '../contracts/routes';
import { readAdminBasePath } from './admin-base';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { RootLayout } from './layout/RootLayout';
import { ScreenSuspense } from './components/ScreenSuspense';
import { isForbiddenPath } from './server-page';
import { preloadable, type Preloadable } from './preloadable';

type ScreenModule = { default: ComponentType };

/** Every screen is its own chunk, loaded when its route is first visited (the spec). */
const SCREENS: Record<ScreenId, () => Promise<ScreenModule>> = {
  home: () => import('./home/HomeScreen'),
  cart: () => import('./cart/CartScreen'),
  about: () => import('./pages/AboutScreen'),
  courses: () => import('./catalogue/CoursesScreen'),
  courseDetail: () => import('./catalogue/CourseDetailScreen'),
  courseFilter: () => import('./catalogue/CourseSearchScreen'),
  mentors: () => import('./mentors/MentorsScreen'),
  instructorDetail: () => import('./mentors/MentorProfileScreen'),
  resources: () => import('./resources/ResourcesScreen'),
  contact: () => import('./contact/ContactScreen'),
  childrenEducation: () => import('./pages/KidsMoneyClassesScreen'),
  healthCoach: () => import('./pages/WellbeingCoachingScreen'),
  blogDetail: () => import('./blog/BlogPostScreen'),
  blogDetailLeftSidebar: () => import('./blog/BlogPostLeftSidebarScreen'),
  blogDetailRightSidebar: () => import('./blog/BlogPostRightSidebarScreen'),
  blogLeftSidebar: () => import('./blog/BlogLeftSidebarScreen'),
  blogColumnOne: () => import('./blog/BlogOneColumnScreen'),
  blogColumnTwo: () => import('./blog/BlogTwoColumnsScreen'),
  blogColumnThree: () => import('./blog/BlogThreeColumnsScreen'),
  blogColumnFour: () => import('./blog/BlogFourColumnsScreen'),
  login: () => import('./account/LoginScreen'),
  signup: () => import('./account/SignupScreen'),
  forgetpass: () => import('./account/PasswordResetScreen'),
  processing: () => import('./account/VerifyEmailScreen'),
  cprocessing: () => import('./checkout/OrderStatusScreen'),
  myEnroll: () => import('./learning/MyEnrollmentsScreen'),
  exam: () => import('./exams/ExamScreen'),
  exampl: () => import('./exams/ExamPlayerScreen'),
  examcl: () => import('./exams/ExamResultScreen'),
  emb: () => import('./layout/EmbeddedLogoScreen'),
  courseEnroll: () => import('./checkout/CheckoutScreen'),
  coursebyUser: () => import('./learning/MyPurchasesScreen'),
  courseland: () => import('./learning/CoursePlayerScreen'),
  courseEnrolluser: () => import('./learning/CourseProgressScreen'),
  adminlogin: () => import('./account/AdminLoginScreen'),
  account: () => import('./account/AccountScreen'),
  notFound: () => import('./errors/NotFoundScreen'),
  subject: () => import('./subjects/SubjectScreen'),
  marking: () => import('./marking/MarkingQueueScreen'),
  markingExam: () => import('./marking/ExamScriptsScreen'),
  markingScript: () => import('./marking/MarkScriptScreen'),
  verify: () => import('./certificates/VerifyScreen'),
};

const PARTS = new Map<ScreenId, Preloadable<object>>();
function screenPart(screen: ScreenId): Preloadable<object> {
  let Screen = PARTS.get(screen);
  if (!Screen) {
    Screen = preloadable(SCREENS[screen]);
    PARTS.set(screen, Screen);
  }
  return Screen;
}

function screenElement(screen: ScreenId) {
  const Screen = screenPart(screen);
  return <Screen />;
}

/** Before hydrating a page the server rendered: the code of the screen at this address (see preloadable). */
export async function preloadScreen(pathname: string): Promise<void> {
  const screen = findScreen(pathname);
  if (screen !== null) await screenPart(screen).preload();
}

/** The admin area is its own app (own layout, own chunks), mounted only where the server says it lives. */
const AdminApp = lazy(() => import('./admin/AdminApp'));

/** The site's "not allowed" page, for an address the server refused to the signed-in account. */
const ForbiddenScreen = lazy(() => import('./errors/ForbiddenScreen'));

/**
 * An address no route knows: the "not allowed" page where the server said
 * so (an admin address asked for by a non-admin), otherwise the 404 page.
 */
function UnknownAddress() {
  const { pathname } = useLocation();
  return isForbiddenPath(pathname) ? <ForbiddenScreen /> : <Navigate to="/404" replace />;
}

/** Screens drawn without the site header and footer. */
const BARE_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>(['emb']);

/**
 * Declarative routes: the data-router half of React Router is not needed
 * (no loaders or actions) and leaving it out keeps the first load in budget.
 */
export function AppRoutes() {
  const adminBase = readAdminBasePath();
  return (
    <Routes>
      {SCREEN_ROUTES.filter((r) => BARE_SCREENS.has(r.screen)).map((r) => (
        <Route
          key={r.path}
          path={r.path}
          element={
            <RouteErrorBoundary>
              <ScreenSuspense>{screenElement(r.screen)}</ScreenSuspense>
            </RouteErrorBoundary>
          }
        />
      ))}
      {adminBase && (
        <Route
          path={`${adminBase}/*`}
          element={
            <RouteErrorBoundary>
              <ScreenSuspense>
                <AdminApp />
              </ScreenSuspense>
            </RouteErrorBoundary>
          }
        />
      )}
      <Route element={<RootLayout />}>
        {SCREEN_ROUTES.filter((r) => !BARE_SCREENS.has(r.screen)).map((r) => (
          <Route key={r.path} path={r.path} element={screenElement(r.screen)} />
        ))}
        <Route path="*" element={<UnknownAddress />} />
      </Route>
    </Routes>
  );
}
