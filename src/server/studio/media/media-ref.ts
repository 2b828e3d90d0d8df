import { mediaUrl, type MediaPreset } from '../../../contracts/images';
import type { MediaRef } from '../../../contracts/studio-content-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';

type MediaRow = { id: number; hash: string; width: number; height: number };

export const mediaRef = (row: MediaRow, preset: MediaPreset): MediaRef => ({ id: row.id, hash: row.hash, url: mediaUrl(row.hash, preset), width: row.width, height: row.height });

/** The picture an editor chose, or null; an id that names no upload is refused for that field. */
export async function loadMediaRef(db: Db, { id, preset, field }: { id: number | null; preset: MediaPreset; field: string }): Promise<MediaRef | null> {
  if (id === null) return null;
  const row = await db.selectFrom('media').select(['id', 'hash', 'width', 'height']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('studio_link_not_found', undefined, { field });
  return mediaRef(row, preset);
}
