import { createHash } from 'node:crypto';
import type { UploadedMedia } from '../../../contracts/studio-content-schemas';
import type { Actor } from '../../admin/audit';
import { imageTypeOf } from '../../checkout/attach-screenshot';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { imageSize } from './image-variants';
import { mediaRef } from './media-ref';

/**
 * Keeps an uploaded image: PNG, JPEG or WebP by its first bytes (the name
 * and the declared type prove nothing) that sharp can decode. The same
 * bytes uploaded twice are one image (the hash is unique).
 */
export async function storeImage(db: Db, actor: Actor, bytes: Uint8Array): Promise<UploadedMedia> {
  const mime = imageTypeOf(bytes);
  const size = mime ? await imageSize(bytes) : null;
  if (!mime || !size) throw new AppError('upload_not_image');
  const hash = createHash('sha256').update(bytes).digest('hex');
  await db
    .insertInto('media')
    .values({ hash, mime, width: size.width, height: size.height, size_bytes: bytes.byteLength, original: bytes, created_by: actor.id })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  const row = await db.selectFrom('media').select(['id', 'hash', 'width', 'height']).where('hash', '=', hash).executeTakeFirstOrThrow();
  const ref = mediaRef(row, 'w800');
  return { ...ref, markdownUrl: ref.url, largeUrl: mediaRef(row, 'w1600').url };
}
