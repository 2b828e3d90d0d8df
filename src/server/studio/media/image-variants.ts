import type SharpModule from 'sharp';
import { MEDIA_PRESETS, type MediaFormat, type MediaPreset } from '../../../contracts/images';

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

/** Reads an image's size; null when sharp cannot decode it (a renamed file, a broken image). */
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
 * One resized copy: turned upright by its EXIF orientation, cut to the
 * preset's box (covers, portraits) or scaled to its width without growing
 * (pictures in Markdown), written as WebP or AVIF with its metadata dropped.
 */
export async function renderVariant(original: Uint8Array, preset: MediaPreset, format: MediaFormat): Promise<Uint8Array> {
  const size = MEDIA_PRESETS[preset];
  const sharp = await loadSharp();
  let image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  image =
    'height' in size
      ? image.resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      : image.resize(size.width, undefined, { fit: 'inside', withoutEnlargement: true });
  const out = format === 'avif' ? image.avif({ quality: 55, effort: 4 }) : image.webp({ quality: 80 });
  return new Uint8Array(await out.toBuffer());
}
