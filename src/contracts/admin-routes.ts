import { matchesPattern, SCREEN_ROUTES } from './routes';

/**
 * The admin area's screens, relative to ADMIN_BASE_PATH (default /admin).
 * The server serves the page (and checks the role) for these paths only;
 * the admin app routes among them.
 */
export const ADMIN_SCREENS = [
  { screen: 'overview', path: '' },
  { screen: 'users', path: '/users' },
  { screen: 'user', path: '/users/:id' },
  { screen: 'payments', path: '/enrollments' },
  { screen: 'order', path: '/enrollments/orders/:reference' },
  { screen: 'enrollments', path: '/enrollments/students' },
  { screen: 'coupons', path: '/enrollments/coupons' },
  { screen: 'payment-methods', path: '/enrollments/methods' },
  { screen: 'settings', path: '/settings' },
  { screen: 'outbox', path: '/outbox' },
  { screen: 'certificates', path: '/certificates' },
  { screen: 'marking-turnaround', path: '/marking' },
  { screen: 'studio', path: '/studio' },
  { screen: 'studio-courses', path: '/studio/courses' },
  { screen: 'studio-course-new', path: '/studio/courses/new' },
  { screen: 'studio-course', path: '/studio/courses/:id' },
  { screen: 'studio-curriculum', path: '/studio/courses/:id/curriculum' },
  { screen: 'studio-questions', path: '/studio/questions' },
  { screen: 'studio-question-new', path: '/studio/questions/new' },
  { screen: 'studio-question-import', path: '/studio/questions/import' },
  { screen: 'studio-question', path: '/studio/questions/:id' },
  { screen: 'studio-exams', path: '/studio/exams' },
  { screen: 'studio-exam-new', path: '/studio/exams/new' },
  { screen: 'studio-exam', path: '/studio/exams/:id' },
  { screen: 'studio-exam-statistics', path: '/studio/exams/:id/statistics' },
  { screen: 'studio-question-reports', path: '/studio/question-reports' },
  { screen: 'studio-posts', path: '/studio/posts' },
  { screen: 'studio-post', path: '/studio/posts/:id' },
  { screen: 'studio-mentors', path: '/studio/mentors' },
  { screen: 'studio-mentor', path: '/studio/mentors/:id' },
  { screen: 'studio-pages', path: '/studio/pages' },
  { screen: 'studio-page', path: '/studio/pages/:slug' },
  { screen: 'studio-resources', path: '/studio/resources' },
  { screen: 'studio-resource', path: '/studio/resources/:id' },
] as const;

export type AdminScreenId = (typeof ADMIN_SCREENS)[number]['screen'];

export function findAdminScreen(pathname: string, basePath: string): AdminScreenId | null {
  const lower = pathname.toLowerCase();
  if (lower !== basePath && lower !== `${basePath}/` && !lower.startsWith(`${basePath}/`)) return null;
  return ADMIN_SCREENS.find((s) => matchesPattern(`${basePath}${s.path}`, pathname))?.screen ?? null;
}

/** Paths the admin area must not take: the site's own screens, the API and the built files. */
const RESERVED = new Set(['api', 'assets', ...SCREEN_ROUTES.map((r) => r.path.split('/')[1]!.toLowerCase()).filter(Boolean)]);

/** Why ADMIN_BASE_PATH cannot be used, or null. */
export function adminBasePathProblem(basePath: string): string | null {
  const first = basePath.split('/')[1] ?? '';
  if (RESERVED.has(first)) return `must not start with /${first}, which the site already uses`;
  return null;
}
