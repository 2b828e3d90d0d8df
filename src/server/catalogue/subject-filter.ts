import type { Db } from '../db/database';
import { AppError } from '../errors';

/**
 * The id of the paper a list is filtered by. An unknown slug is an error
 * (404 `subject_not_found`) rather than an empty list, so a mistyped link
 * says what is wrong instead of looking like a paper with nothing in it.
 */
export async function subjectIdBySlug(db: Db, slug: string): Promise<number> {
  const row = await db.selectFrom('subjects').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new AppError('subject_not_found');
  return row.id;
}
