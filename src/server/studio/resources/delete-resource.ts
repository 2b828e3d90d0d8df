import type { StudioResource } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { currentVersion } from '../content/links';
import { expectSaved } from '../versioned';
import { loadStudioResource } from './load-studio-resource';

/** Takes a file off the site (its bytes are kept) or puts it back. */
export async function setResourceDeleted(
  services: Pick<Services, 'db' | 'catalogueCache'>,
  { actor, id, version, deleted }: { actor: Actor; id: number; version: number; deleted: boolean },
): Promise<StudioResource> {
  const { db } = services;
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('resources').select(['slug', 'title', 'deleted_at']).where('id', '=', id).executeTakeFirst();
    if (!row || (row.deleted_at !== null) === deleted) throw new AppError('studio_item_not_found');
    const result = await trx
      .updateTable('resources')
      .set((eb) => ({ deleted_at: deleted ? new Date().toISOString() : null, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    await expectSaved(result, () => currentVersion(trx, 'resources', id));
    await recordAudit(trx, { actor, action: deleted ? 'content.deleted' : 'content.restored', target: { type: 'resource', id: String(id) }, details: { slug: row.slug, title: row.title } });
  });
  await services.catalogueCache.invalidate();
  return loadStudioResource(db, id);
}
