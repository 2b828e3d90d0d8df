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

/**
 * Uploaded images are served resized in modern formats at addresses made
 * from their content hash, so they never change and are cached for a year.
 * `cover` and `portrait` are cut to the generated images' sizes (a post's
 * cover, a mentor's photo); `w800` and `w1600` keep the proportions, for
 * pictures in Markdown.
 */
export const MEDIA_PRESETS = {
  cover: { width: 800, height: 420 },
  portrait: { width: 400, height: 400 },
  w800: { width: 800 },
  w1600: { width: 1600 },
} as const;

/**
 * The shapes an upload may have. A picture a few pixels thin, or a strip
 * far longer than it is wide, has to be blown up hundreds of times to fill
 * a cover (a 2000 x 1 image asked for a 840,000 pixel wide copy), so it is
 * refused when uploaded, with these numbers in the message.
 */
export const IMAGE_MIN_SIDE = 16;
export const IMAGE_MAX_ASPECT = 10;
/** The width presets keep the proportions but are never taller than this many times their width (a long strip is made narrower). */
export const MEDIA_MAX_HEIGHT_PER_WIDTH = 2;

export type MediaPreset = keyof typeof MEDIA_PRESETS;
export type MediaFormat = 'webp' | 'avif';

export function mediaUrl(hash: string, preset: MediaPreset, format: MediaFormat = 'webp'): string {
  return `/api/media/${hash}/${preset}.${format}`;
}
