import { SUBJECT_NAMES, subjectPath } from './subjects';

/**
 * The route table of the browser app, shared with the server so that it can
 * answer 404 for `/404`, redirect unknown paths, and send the framing
 * headers that only `/emb` may relax. The web router maps each screen id to
 * a lazily loaded module; the server only needs the patterns.
 *
 * Detail routes take an optional trailing parameter: the spec lists the bare
 * route (`course-detail`), later issues add the parameter
 * (`/course-detail/:slug`).
 */
export const SCREEN_ROUTES = [
  { screen: 'home', path: '/' },
  { screen: 'home', path: '/online-course' },
  { screen: 'cart', path: '/cart' },
  { screen: 'about', path: '/about' },
  { screen: 'courses', path: '/courses' },
  { screen: 'courseDetail', path: '/course-detail/:slug?' },
  { screen: 'courseFilter', path: '/course-filter' },
  { screen: 'mentors', path: '/mentors' },
  { screen: 'instructorDetail', path: '/instructor-detail/:id?' },
  { screen: 'resources', path: '/resources' },
  { screen: 'contact', path: '/contact' },
  { screen: 'childrenEducation', path: '/children-education' },
  { screen: 'healthCoach', path: '/health-coach' },
  { screen: 'blogDetail', path: '/blog-detail/:slug?' },
  { screen: 'blogDetailLeftSidebar', path: '/blog-detail-left-sidebar/:slug?' },
  { screen: 'blogDetailRightSidebar', path: '/blog-detail-right-sidebar/:slug?' },
  { screen: 'blogLeftSidebar', path: '/blog-left-sidebar' },
  { screen: 'blogColumnOne', path: '/blog-column-one' },
  { screen: 'blogColumnTwo', path: '/blog-column-two' },
  { screen: 'blogColumnThree', path: '/blog-column-three' },
  { screen: 'blogColumnFour', path: '/blog-column-four' },
  { screen: 'login', path: '/login' },
  { screen: 'signup', path: '/signup' },
  { screen: 'forgetpass', path: '/forgetpass' },
  { screen: 'processing', path: '/processing' },
  { screen: 'cprocessing', path: '/cprocessing/:orderId?' },
  { screen: 'myEnroll', path: '/my-enroll' },
  { screen: 'exam', path: '/exam/:examId?' },
  { screen: 'exampl', path: '/exampl/:attemptId?' },
  { screen: 'examcl', path: '/examcl/:attemptId?' },
  { screen: 'emb', path: '/emb' },
  { screen: 'courseEnroll', path: '/courseEnroll/:slug?' },
  { screen: 'coursebyUser', path: '/coursebyUser' },
  { screen: 'courseland', path: '/courseland/:slug?/:lessonId?' },
  { screen: 'courseEnrolluser', path: '/courseEnrolluser/:slug?' },
  { screen: 'adminlogin', path: '/adminlogin' },
  { screen: 'account', path: '/account' },
  { screen: 'notFound', path: '/404' },
  // Beyond the specification: the marking area of tutors (and admins), signed in only.
  { screen: 'marking', path: '/marking' },
  { screen: 'markingExam', path: '/marking/exams/:examId' },
  { screen: 'markingScript', path: '/marking/scripts/:number' },
  // Beyond the specification: anyone checks a certificate by its code, without signing in.
  { screen: 'verify', path: '/verify/:code?' },
  ...SUBJECT_NAMES.map((name) => ({ screen: 'subject' as const, path: `/${name}` })),
] as const;

export type ScreenId = (typeof SCREEN_ROUTES)[number]['screen'];

/** The only page other sites may put in an iframe. */
export const EMBEDDABLE_PATH = '/emb';
export const NOT_FOUND_PATH = '/404';

/** The student sign-in form, coming back to `next` (a path, with its query) afterwards. */
export function signInPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

function normalise(pathname: string): string[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return ['\u0000invalid'];
  }
  return decoded
    .toLowerCase()
    .split('/')
    .filter((segment) => segment.length > 0);
}

/** Matches like React Router does: case-insensitive, optional `:param?` segments, trailing slash ignored. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = normalise(pattern);
  const actual = normalise(pathname);
  if (actual.length > wanted.length) return false;
  return wanted.every((segment, i) => {
    const value = actual[i];
    if (segment.startsWith(':')) return segment.endsWith('?') || value !== undefined;
    return value === segment;
  });
}

export function findScreen(pathname: string): ScreenId | null {
  return SCREEN_ROUTES.find((route) => matchesPattern(route.path, pathname))?.screen ?? null;
}

export { subjectPath };
