import * as settingsApi from '../../contracts/api/site-settings';
import { actorOf } from '../access/admin-gate';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { getAdminSiteSettings, getSiteSettings } from './get-site-settings';
import { saveSiteSettings } from './save-site-settings';

export function siteSettingsRoutes() {
  const router = createApiRouter();
  mount(router, settingsApi.getSiteSettings, async (c) => c.json(await getSiteSettings(c.var.db), 200));
  mount(router, settingsApi.getAdminSiteSettings, async (c) => c.json(await getAdminSiteSettings(c.var.db), 200));
  mount(router, settingsApi.saveSiteSettings, async (c) => c.json(await saveSiteSettings(c.var.services, actorOf(c), c.req.valid('json')), 200));
  return router;
}
