import { IMAGE_MAX_ASPECT, IMAGE_MIN_SIDE } from '../../../contracts/images';
import { AppError } from '../../errors';

/**
 * The shapes a picture may have (see IMAGE_MIN_SIDE): checked at upload
 * from the header, before any pixel is decoded, and again before a variant
 * of an image kept from before the rule is rendered.
 */
export function assertImageShape(width: number, height: number): void {
  if (Math.min(width, height) < IMAGE_MIN_SIDE) throw new AppError('image_too_small');
  if (Math.max(width, height) > IMAGE_MAX_ASPECT * Math.min(width, height)) throw new AppError('image_too_elongated');
}
