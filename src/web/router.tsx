import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SCREEN_ROUTES, type ScreenId } from '../contracts/routes';
import { RouteError } from './components/RouteError';
import { PageLoading } from './components/PageLoading';
import { RootLayout } from './layout/RootLayout';

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
  notFound: () => import('./screens/NotFoundScreen'),
  subject: () => import('./screens/SubjectScreen'),
};

function screenRoute(path: string, screen: ScreenId): RouteObject {
  return { path, lazy: async () => ({ Component: (await SCREENS[screen]()).default }) };
}

/** Screens drawn without the site header and footer. */
const BARE_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>(['emb']);

export function createAppRouter() {
  const framed = SCREEN_ROUTES.filter((r) => !BARE_SCREENS.has(r.screen));
  const bare = SCREEN_ROUTES.filter((r) => BARE_SCREENS.has(r.screen));
  return createBrowserRouter([
    ...bare.map((r) => ({ ...screenRoute(r.path, r.screen), errorElement: <RouteError />, hydrateFallbackElement: <PageLoading /> })),
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        ...framed.map((r) => screenRoute(r.path, r.screen)),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ]);
}
