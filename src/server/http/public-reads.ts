/**
 * Public reads whose answer is the same for every visitor, under /api.
 * The catalogue cache serves them, and they are the only reads a page
 * rendered on the server may make. Resource downloads are not here:
 * enrolled-only files depend on who asks.
 */
export const PUBLIC_READ_PATHS = [
  '/home',
  '/subjects',
  '/subjects/*',
  '/courses',
  '/courses/*',
  '/mentors',
  '/mentors/*',
  '/posts',
  '/posts/*',
  '/pages/*',
  '/resources',
  '/images/*',
  // The footer's and contact page's details: the same for everyone.
  '/site-settings',
] as const;

/** Whether an API path (after /api, without its query) is one of the public reads. */
export function isPublicRead(apiPath: string): boolean {
  return PUBLIC_READ_PATHS.some((pattern) => (pattern.endsWith('/*') ? apiPath.startsWith(pattern.slice(0, -1)) && apiPath.length > pattern.length - 1 : apiPath === pattern));
}
