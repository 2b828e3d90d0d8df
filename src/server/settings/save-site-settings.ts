import { SITE_SETTING_KEYS } from '../../contracts/site-settings';
import type { AdminSiteSettings, SiteSettingsInput } from '../../contracts/site-settings-schemas';
import { recordAudit, type Actor } from '../admin/audit';
import type { Services } from '../services';
import { getAdminSiteSettings, getSiteSettings } from './get-site-settings';

type Deps = Pick<Services, 'db' | 'catalogueCache'>;

/**
 * Saves the whole settings form: a filled field is written, an empty one
 * removed (unset, shown nowhere). The audit entry names what changed, from
 * what to what, in the same transaction; the public read is cached with the
 * catalogue, so its version is bumped with the change.
 */
export async function saveSiteSettings(deps: Deps, actor: Actor, input: SiteSettingsInput): Promise<AdminSiteSettings> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await getSiteSettings(trx);
    const now = new Date().toISOString();
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    for (const key of SITE_SETTING_KEYS) {
      const value = input[key] === '' ? null : input[key];
      if (value === before[key]) continue;
      changes[key] = { from: before[key], to: value };
      if (value === null) {
        await trx.deleteFrom('site_settings').where('key', '=', key).execute();
      } else {
        await trx
          .insertInto('site_settings')
          .values({ key, value, updated_at: now, updated_by: actor.email })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now, updated_by: actor.email }))
          .execute();
      }
    }
    if (Object.keys(changes).length === 0) return;
    await recordAudit(trx, { actor, action: 'settings.updated', target: { type: 'site_settings', id: 'site' }, details: { changes } });
    await deps.catalogueCache.invalidate(trx);
  });
  return getAdminSiteSettings(deps.db);
}
