import type SharpModule from 'sharp';
import { MEDIA_MAX_HEIGHT_PER_WIDTH, MEDIA_PRESETS, type MediaFormat, type MediaPreset } from '../../../contracts/images';
import { AppError } from '../../errors';

/**
 * sharp (libvips) is loaded on the first image an admin uploads or a
 * visitor asks for: loaded at start it adds about 20 MB to every
 * process's resident memory, and most processes never resize an image.
 */
let loading: Promise<typeof SharpModule> | null = null;
function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then((m) => (m as unknown as { default: typeof SharpModule }).default);
  return loading;
}

/** A decompression bomb (a small file of 100,000 x 100,000 pixels) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** No single decode or render may hold a worker's thread longer than this; a slower one fails (and is remembered). */
const WORK_SECONDS = 30;
/**
 * AVIF's effort 4 (sharp's default) took 6.7 s for one 1600-wide copy of a
 * photo on one core; effort 2 took 1.4 s for a file a third larger. Effort
 * 2 is the trade: the copy is made once and kept, but a visitor waits for it.
 */
const AVIF = { quality: 55, effort: 2 } as const;

/** Reads an image's size from its header; null when sharp cannot read it (a renamed file, a broken header). */
export async function imageSize(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) return null;
    // EXIF orientations 5-8 are turned a quarter: the picture people see is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/**
 * Decodes every pixel (into a thumbnail, so memory stays small): a file
 * whose header is fine but whose pixels are missing or cut short (a PNG
 * with no image data, a truncated JPEG) is refused at upload, not found
 * out by a visitor's request later.
 */
export async function assertDecodes(bytes: Uint8Array): Promise<void> {
  const sharp = await loadSharp();
  try {
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).resize(64, 64, { fit: 'inside' }).raw().timeout({ seconds: WORK_SECONDS }).toBuffer();
  } catch {
    throw new AppError('image_incomplete');
  }
}

/**
 * One resized copy: turned upright by its EXIF orientation, cut to the
 * preset's box (covers, portraits) or scaled down to its width (pictures in
 * Markdown: never enlarged, never taller than twice the width), written as
 * WebP or AVIF with its metadata dropped. The upload's shape rules keep a
 * cover's intermediate image within 800 x 8,000 pixels.
 */
export async function renderVariant(original: Uint8Array, preset: MediaPreset, format: MediaFormat): Promise<Uint8Array> {
  const size = MEDIA_PRESETS[preset];
  const sharp = await loadSharp();
  let image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate();
  image =
    'height' in size
      ? image.resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      : image.resize(size.width, size.width * MEDIA_MAX_HEIGHT_PER_WIDTH, { fit: 'inside', withoutEnlargement: true });
  const out = format === 'avif' ? image.avif(AVIF) : image.webp({ quality: 80 });
  return new Uint8Array(await out.timeout({ seconds: WORK_SECONDS }).toBuffer());
}
