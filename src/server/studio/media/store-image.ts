import { createHash } from 'node:crypto';
import type { UploadedMedia } from '../../../contracts/studio-content-schemas';
import type { Actor } from '../../admin/audit';
import { imageTypeOf } from '../../checkout/attach-screenshot';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { keepBytes } from '../../storage/kept-files';
import { assertImageShape } from './image-shape';
import { assertDecodes, imageSize } from './image-variants';
import { mediaRef } from './media-ref';

/**
 * Keeps an uploaded image: PNG, JPEG or WebP by its first bytes (the name
 * and the declared type prove nothing), of a shape the site can show
 * (checked from the header, so a 65535 x 1 picture is refused before
 * anything is decoded), whose every pixel decodes. The same bytes uploaded
 * twice are one image (the hash is unique); uploading them again forgets
 * variants that failed before, so they are tried once more. The original
 * goes to the storage layer (`images/<hash>`) before its row names it.
 */
export async function storeImage({ db, storage }: Pick<Services, 'db' | 'storage'>, actor: Actor, bytes: Uint8Array): Promise<UploadedMedia> {
  const mime = imageTypeOf(bytes);
  const size = mime ? await imageSize(bytes) : null;
  if (!mime || !size) throw new AppError('upload_not_image');
  assertImageShape(size.width, size.height);
  await assertDecodes(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const key = await keepBytes(storage, 'images', bytes, mime);
  await db
    .insertInto('media')
    .values({ hash, mime, width: size.width, height: size.height, size_bytes: bytes.byteLength, original: new Uint8Array(), original_key: key, created_by: actor.id })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  const row = await db.selectFrom('media').select(['id', 'hash', 'width', 'height']).where('hash', '=', hash).executeTakeFirstOrThrow();
  await db.deleteFrom('media_variant_renders').where('media_id', '=', row.id).where('state', '=', 'failed').execute();
  const ref = mediaRef(row, 'w800');
  return { ...ref, markdownUrl: ref.url, largeUrl: mediaRef(row, 'w1600').url };
}
