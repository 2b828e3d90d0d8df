/**
 * Covers and portraits are SVGs drawn by this server from the catalogue's
 * own data (title, paper, initials), so the site works offline and every
 * image has known dimensions. Screens set these width/height attributes so
 * the layout never jumps while an image loads.
 */
export const IMAGE_SIZES = {
  course: { width: 640, height: 360 },
  mentor: { width: 400, height: 400 },
  post: { width: 800, height: 420 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;

const FOLDERS: Record<ImageKind, string> = { course: 'courses', mentor: 'mentors', post: 'posts' };

export function imageUrl(kind: ImageKind, slug: string): string {
  return `/api/images/${FOLDERS[kind]}/${encodeURIComponent(slug)}.svg`;
}
