import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { findScreen, SCREEN_ROUTES, type ScreenId } from '../contracts/routes';
import { readAdminBasePath } from './admin-base';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import { RootLayout } from './layout/RootLayout';
import { ScreenSuspense } from './components/ScreenSuspense';
import { isForbiddenPath } from './server-page';
import { preloadable, type Preloadable } from './preloadable';

type ScreenModule = { default: ComponentType };

/** Every screen is its own chunk, loaded when its route is first visited (the spec). */
const SCREENS: Record<ScreenId, () => Promise<ScreenModule>> = {
  home: () => import('./screens/HomeScreen'),
  cart: () => import('./screens/CartScreen'),
  about: () => import('./screens/AboutScreen'),
  courses: () => import('./screens/CoursesScreen'),
  courseDetail: () => import('./screens/CourseDetailScreen'),
  courseFilter: () => import('./screens/CourseFilterScreen'),
  mentors: () => import('./screens/MentorsScreen'),
  instructorDetail: () => import('./screens/InstructorDetailScreen'),
  resources: () => import('./screens/ResourcesScreen'),
  contact: () => import('./screens/ContactScreen'),
  childrenEducation: () => import('./screens/ChildrenEducationScreen'),
  healthCoach: () => import('./screens/HealthCoachScreen'),
  blogDetail: () => import('./screens/BlogDetailScreen'),
  blogDetailLeftSidebar: () => import('./screens/BlogDetailLeftSidebarScreen'),
  blogDetailRightSidebar: () => import('./screens/BlogDetailRightSidebarScreen'),
  blogLeftSidebar: () => import('./screens/BlogLeftSidebarScreen'),
  blogColumnOne: () => import('./screens/BlogColumnOneScreen'),
  blogColumnTwo: () => import('./screens/BlogColumnTwoScreen'),
  blogColumnThree: () => import('./screens/BlogColumnThreeScreen'),
  blogColumnFour: () => import('./screens/BlogColumnFourScreen'),
  login: () => import('./screens/LoginScreen'),
  signup: () => import('./screens/SignupScreen'),
  forgetpass: () => import('./screens/ForgetPassScreen'),
  processing: () => import('./screens/ProcessingScreen'),
  cprocessing: () => import('./screens/CProcessingScreen'),
  myEnroll: () => import('./screens/MyEnrollScreen'),
  exam: () => import('./screens/ExamScreen'),
  exampl: () => import('./screens/ExamPlayScreen'),
  examcl: () => import('./screens/ExamCloseScreen'),
  emb: () => import('./screens/EmbScreen'),
  courseEnroll: () => import('./screens/CourseEnrollScreen'),
  coursebyUser: () => import('./screens/CourseByUserScreen'),
  courseland: () => import('./screens/CourseLandScreen'),
  courseEnrolluser: () => import('./screens/CourseEnrollUserScreen'),
  adminlogin: () => import('./screens/AdminLoginScreen'),
  account: () => import('./screens/AccountScreen'),
  notFound: () => import('./screens/NotFoundScreen'),
  subject: () => import('./screens/SubjectScreen'),
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
const ForbiddenScreen = lazy(() => import('./screens/ForbiddenScreen'));

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
        <Route key={r.path} path={r.path} element={<RouteErrorBoundary><ScreenSuspense>{screenElement(r.screen)}</ScreenSuspense></RouteErrorBoundary>} />
      ))}
      {adminBase && (
        <Route path={`${adminBase}/*`} element={<RouteErrorBoundary><ScreenSuspense><AdminApp /></ScreenSuspense></RouteErrorBoundary>} />
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
