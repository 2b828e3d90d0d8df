import type { UpdateResult } from 'kysely';
import { AppError } from '../errors';

/**
 * Two admins editing one item: every save names the version it started
 * from, and the update carries `where version = :expected` and sets
 * `version = version + 1`. When nothing matched, someone else saved first:
 * the save is refused with edit_conflict and the current version, and the
 * editor keeps the admin's text so nothing is lost.
 *
 *   const result = await db.updateTable('courses')
 *     .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
 *     .where('id', '=', id).where('version', '=', expected).executeTakeFirst();
 *   await expectSaved(result, () => currentVersion(id));
 */
export async function expectSaved(result: UpdateResult, current: () => Promise<number | undefined>): Promise<void> {
  if (Number(result.numUpdatedRows) === 1) return;
  const version = await current();
  if (version === undefined) throw new AppError('studio_item_not_found');
  throw new AppError('edit_conflict', undefined, { currentVersion: version });
}
