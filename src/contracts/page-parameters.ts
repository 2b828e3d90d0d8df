/**
 * The query parameters each public list reads from its address. The browser's
 * screens read these and nothing else; the server renders a public page, and
 * keeps it rendered, by these alone, so `?utm_source=…` or any other
 * parameter a link adds neither changes the page nor makes a new copy of it.
 */

/** The course filter's filters (`/course-filter`). */
export const COURSE_FILTER_KEYS = ['q', 'subject', 'level', 'instructor', 'price', 'minPrice', 'maxPrice'] as const;
/** `/courses`: every course, a page at a time, in an order. */
export const COURSE_LIST_PARAMETERS = ['page', 'sort'] as const;
export const COURSE_FILTER_PARAMETERS = [...COURSE_FILTER_KEYS, ...COURSE_LIST_PARAMETERS] as const;
/** The blog's lists. */
export const BLOG_LIST_PARAMETERS = ['q', 'category', 'tag', 'subject', 'page'] as const;
export const MENTOR_LIST_PARAMETERS = ['subject', 'level'] as const;
export const RESOURCE_LIST_PARAMETERS = ['subject', 'level', 'access'] as const;

/**
 * The parameters of `search` that `names` lists, the first value of each,
 * empty ones left out, in the order of their names: one query for each view
 * however its address was written.
 */
export function pageQuery(search: URLSearchParams, names: readonly string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}
