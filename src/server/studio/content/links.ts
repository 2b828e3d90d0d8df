import type { Db } from '../../db/database';
import { AppError } from '../../errors';

/**
 * The rows an editor's form points at (a paper, a mentor, a course) must
 * exist when the save is made; another admin may have deleted one since the
 * form was opened. The refusal names the field.
 */
export async function assertLinks(
  db: Db,
  links: { subjectId?: number | null; mentorId?: number | null; courseId?: number | null; subjectIds?: number[] },
  fields: Record<string, string>,
): Promise<void> {
  const missing = (field: string) => new AppError('studio_link_not_found', undefined, { field: fields[field] ?? field });
  if (links.subjectId != null && !(await db.selectFrom('subjects').select('id').where('id', '=', links.subjectId).executeTakeFirst())) throw missing('subjectId');
  if (links.mentorId != null && !(await db.selectFrom('instructors').select('id').where('id', '=', links.mentorId).where('deleted_at', 'is', null).executeTakeFirst())) throw missing('mentorId');
  if (links.courseId != null && !(await db.selectFrom('courses').select('id').where('id', '=', links.courseId).where('deleted_at', 'is', null).executeTakeFirst())) throw missing('courseId');
  if (links.subjectIds?.length) {
    const found = await db.selectFrom('subjects').select('id').where('id', 'in', links.subjectIds).execute();
    if (found.length !== new Set(links.subjectIds).size) throw missing('subjectIds');
  }
}

type VersionedTable = 'blog_posts' | 'instructors' | 'resources';

/** The version a row has now (for edit_conflict), or undefined when it is gone. */
export async function currentVersion(db: Db, table: VersionedTable, id: number): Promise<number | undefined> {
  const row = await db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirst();
  return row?.version;
}

/** A live (not deleted) row's fields, or studio_item_not_found. */
export async function liveRow<T>(find: () => Promise<(T & { deleted_at: string | null }) | undefined>): Promise<T & { deleted_at: string | null }> {
  const row = await find();
  if (!row || row.deleted_at !== null) throw new AppError('studio_item_not_found');
  return row;
}

/** Words divided by 200 a minute, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / 200));
}
