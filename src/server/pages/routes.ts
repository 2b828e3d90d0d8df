import { createRoute, z } from '@hono/zod-openapi';
import { contentPageSchema } from '../../contracts/catalogue-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { createApiRouter } from '../http/api-router';
import { getContentPage } from './get-content-page';

const getRoute = createRoute({
  method: 'get',
  path: '/pages/{slug}',
  tags: ['Pages'],
  summary: 'One content page (about, children-education, health-coach) with its Markdown body',
  request: { params: z.object({ slug: z.string().min(1).max(100) }) },
  responses: {
    200: { description: 'The page', content: { 'application/json': { schema: contentPageSchema } } },
    404: { description: 'No page has that slug (`page_not_found`)', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

export function pageRoutes() {
  const router = createApiRouter();
  router.openapi(getRoute, async (c) => c.json(await getContentPage(c.var.db, c.req.valid('param').slug), 200));
  return router;
}
