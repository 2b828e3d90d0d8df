import { SITE_SETTING_KEYS, type SiteSettings } from '../../contracts/site-settings';
import type { AdminSiteSettings } from '../../contracts/site-settings-schemas';
import type { Db } from '../db/database';

function fromRows(rows: { key: string; value: string }[]): SiteSettings {
  const settings = Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, null])) as SiteSettings;
  for (const row of rows) {
    // A row for a key this version does not know (or an empty value) shows nothing.
    if ((SITE_SETTING_KEYS as readonly string[]).includes(row.key) && row.value !== '') settings[row.key as keyof SiteSettings] = row.value;
  }
  return settings;
}

/** The contact details and links the pages show: an unset one is null. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  return fromRows(await db.selectFrom('site_settings').select(['key', 'value']).execute());
}

/** The same, with the last change, for the admin's settings screen. */
export async function getAdminSiteSettings(db: Db): Promise<AdminSiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value', 'updated_at', 'updated_by']).orderBy('updated_at', 'desc').execute();
  return { settings: fromRows(rows), updatedAt: rows[0]?.updated_at ?? null, updatedBy: rows[0]?.updated_by ?? null };
}
