import type { MediaFormat, MediaPreset } from '../../../contracts/images';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { renderVariant } from './image-variants';

/**
 * A resized copy of an uploaded image, made the first time it is asked for
 * and kept in the database, so every server process answers the same bytes
 * and the work is done once. Two processes making it at once both insert;
 * the first wins and the second's copy is the same picture.
 */
export async function getMediaVariant(db: Db, hash: string, preset: MediaPreset, format: MediaFormat): Promise<Uint8Array> {
  const media = await db.selectFrom('media').select('id').where('hash', '=', hash).executeTakeFirst();
  if (!media) throw new AppError('image_not_found');
  const kept = await db
    .selectFrom('media_variants')
    .select('content')
    .where('media_id', '=', media.id)
    .where('preset', '=', preset)
    .where('format', '=', format)
    .executeTakeFirst();
  if (kept) return new Uint8Array(kept.content);
  const original = await db.selectFrom('media').select('original').where('id', '=', media.id).executeTakeFirstOrThrow();
  const content = await renderVariant(new Uint8Array(original.original), preset, format);
  await db
    .insertInto('media_variants')
    .values({ media_id: media.id, preset, format, content })
    .onConflict((oc) => oc.columns(['media_id', 'preset', 'format']).doNothing())
    .execute();
  return content;
}
