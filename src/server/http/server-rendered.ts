import type { ScreenId } from '../../contracts/routes';

/**
 * Screens whose page the server renders with its data: the public ones,
 * the same for every visitor. Signed-in and admin screens (and forms whose
 * first frame needs nothing from the catalogue) arrive as the empty shell
 * and are drawn in the browser.
 */
export const SERVER_RENDERED_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'home',
  'courses',
  'courseFilter',
  'courseDetail',
  'subject',
  'mentors',
  'instructorDetail',
  'resources',
  'blogDetail',
  'blogDetailLeftSidebar',
  'blogDetailRightSidebar',
  'blogLeftSidebar',
  'blogColumnOne',
  'blogColumnTwo',
  'blogColumnThree',
  'blogColumnFour',
  'about',
  'childrenEducation',
  'healthCoach',
]);

/** Query parameters that turn a public page into something else (a course preview reads drafts as an admin). */
const PRIVATE_PARAMETERS = ['preview'];

export function isServerRendered(screen: ScreenId, search: URLSearchParams): boolean {
  return SERVER_RENDERED_SCREENS.has(screen) && !PRIVATE_PARAMETERS.some((name) => search.has(name));
}
