import { createRoute } from '@hono/zod-openapi';
import { errorBodySchema } from '../../contracts/errors';
import { adminSiteSettingsSchema, siteSettingsInputSchema, siteSettingsSchema } from '../../contracts/site-settings-schemas';
import { actorOf } from '../access/admin-gate';
import { createApiRouter } from '../http/api-router';
import { getAdminSiteSettings, getSiteSettings } from './get-site-settings';
import { saveSiteSettings } from './save-site-settings';

const json = <T extends typeof errorBodySchema | typeof siteSettingsSchema | typeof adminSiteSettingsSchema>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const refusals = {
  401: json(errorBodySchema, 'Not signed in (`unauthenticated`)'),
  403: json(errorBodySchema, 'Signed in without the admin role (`forbidden`)'),
};

const publicRoute = createRoute({
  method: 'get',
  path: '/site-settings',
  tags: ['Pages'],
  summary: 'The contact details and social links an admin filled in; unset ones are null',
  responses: { 200: json(siteSettingsSchema, 'The settings') },
});

const adminReadRoute = createRoute({
  method: 'get',
  path: '/admin/settings',
  tags: ['Admin: settings'],
  summary: 'The site settings with their last change',
  responses: { 200: json(adminSiteSettingsSchema, 'The settings'), ...refusals },
});

const adminSaveRoute = createRoute({
  method: 'put',
  path: '/admin/settings',
  tags: ['Admin: settings'],
  summary: 'Saves every site setting; an empty field clears it',
  request: { body: { required: true, content: { 'application/json': { schema: siteSettingsInputSchema } } } },
  responses: { 200: json(adminSiteSettingsSchema, 'The saved settings'), ...refusals, 400: json(errorBodySchema, 'A field is not valid (`validation_failed`, with each field and what to type)') },
});

export function siteSettingsRoutes() {
  const router = createApiRouter();
  router.openapi(publicRoute, async (c) => c.json(await getSiteSettings(c.var.db), 200));
  router.openapi(adminReadRoute, async (c) => c.json(await getAdminSiteSettings(c.var.db), 200));
  router.openapi(adminSaveRoute, async (c) => c.json(await saveSiteSettings(c.var.services, actorOf(c), c.req.valid('json')), 200));
  return router;
}
