import type { ScreenId } from '../../contracts/routes';
import { BLOG_LIST_PARAMETERS, COURSE_FILTER_PARAMETERS, COURSE_LIST_PARAMETERS, MENTOR_LIST_PARAMETERS, pageQuery, RESOURCE_LIST_PARAMETERS } from '../../contracts/page-parameters';

const NONE: readonly string[] = [];

/**
 * Screens whose page the server renders with its data: the public ones,
 * the same for every visitor, each with the query parameters it reads.
 * Signed-in and admin screens (and forms whose first frame needs nothing
 * from the catalogue) arrive as the empty shell and are drawn in the browser.
 */
export const SERVER_RENDERED_SCREENS: ReadonlyMap<ScreenId, readonly string[]> = new Map<ScreenId, readonly string[]>([
  ['home', NONE],
  ['courses', COURSE_LIST_PARAMETERS],
  ['courseFilter', COURSE_FILTER_PARAMETERS],
  ['courseDetail', NONE],
  ['subject', NONE],
  ['mentors', MENTOR_LIST_PARAMETERS],
  ['instructorDetail', NONE],
  ['resources', RESOURCE_LIST_PARAMETERS],
  ['blogDetail', NONE],
  ['blogDetailLeftSidebar', NONE],
  ['blogDetailRightSidebar', NONE],
  ['blogLeftSidebar', BLOG_LIST_PARAMETERS],
  ['blogColumnOne', BLOG_LIST_PARAMETERS],
  ['blogColumnTwo', BLOG_LIST_PARAMETERS],
  ['blogColumnThree', BLOG_LIST_PARAMETERS],
  ['blogColumnFour', BLOG_LIST_PARAMETERS],
  ['about', NONE],
  ['childrenEducation', NONE],
  ['healthCoach', NONE],
  // Drawn for each visitor from their own lookup (spa.ts `ownReads`), never kept.
  ['verify', NONE],
]);

/** Query parameters that turn a public page into something else (a course preview reads drafts as an admin). */
const PRIVATE_PARAMETERS = ['preview'];

export function isServerRendered(screen: ScreenId, search: URLSearchParams): boolean {
  return SERVER_RENDERED_SCREENS.has(screen) && !PRIVATE_PARAMETERS.some((name) => search.has(name));
}

/**
 * The address a rendered page is drawn from and kept under: its path and
 * only the parameters its screen reads. Anything else a link adds (a
 * campaign's `utm_*`, a click id) would otherwise render the page afresh
 * and keep one more copy of it for each value.
 */
export function renderedAddress(screen: ScreenId, url: URL): string {
  const query = pageQuery(url.searchParams, SERVER_RENDERED_SCREENS.get(screen) ?? NONE).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
