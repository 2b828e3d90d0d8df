import { createRoute } from '@hono/zod-openapi';
import { contentPageParams, savePageSchema, studioPageListSchema, studioPageSchema } from '../../../contracts/studio-content-schemas';
import { actorOf } from '../../access/admin-gate';
import { createApiRouter } from '../../http/api-router';
import { body, failure, json, refusals } from '../route-helpers';
import { savePage } from './save-page';
import { listStudioPages, loadStudioPage } from './studio-pages';

const tags = ['Admin: studio'];

const listRoute = createRoute({ method: 'get', path: '/admin/studio/pages', tags, summary: 'The content pages (about, children-education, health-coach)', responses: { 200: json(studioPageListSchema, 'The pages'), ...refusals } });
const getRoute = createRoute({
  method: 'get',
  path: '/admin/studio/pages/{slug}',
  tags,
  summary: 'One content page as the editor reads it',
  request: { params: contentPageParams },
  responses: { 200: json(studioPageSchema, 'The page'), 400: failure('Not a content page (`validation_failed`)'), ...refusals, 404: failure('`studio_item_not_found`') },
});
const saveRoute = createRoute({
  method: 'put',
  path: '/admin/studio/pages/{slug}',
  tags,
  summary: 'Saves a content page from the version the editor loaded',
  request: { params: contentPageParams, ...body(savePageSchema) },
  responses: { 200: json(studioPageSchema, 'The saved page'), 400: failure('`validation_failed`'), ...refusals, 404: failure('`studio_item_not_found`'), 409: failure('`edit_conflict`') },
});

export function pageStudioRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json({ pages: await listStudioPages(c.var.db) }, 200));
  router.openapi(getRoute, async (c) => c.json(await loadStudioPage(c.var.db, c.req.valid('param').slug), 200));
  router.openapi(saveRoute, async (c) => c.json(await savePage(c.var.services, { actor: actorOf(c), slug: c.req.valid('param').slug, input: c.req.valid('json') }), 200));
  return router;
}
