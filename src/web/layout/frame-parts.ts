import { preloadable } from '../preloadable';

/**
 * The parts of every page's frame that the server renders but that are
 * their own chunks. scripts/screen-preloads.ts reads the imports below, so
 * a rendered page asks for these chunks alongside its screen's.
 */

// Below the fold on every page: outside the Home page's first-load budget.
export const Footer = preloadable(() => import('./Footer'));

/** Before hydrating a page the server rendered: see preloadable. */
export async function preloadFrame(): Promise<void> {
  await Footer.preload();
}
