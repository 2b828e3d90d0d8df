import { createRoute } from '@hono/zod-openapi';
import { contentOptionsSchema } from '../../../contracts/studio-content-schemas';
import { createApiRouter } from '../../http/api-router';
import { json, refusals } from '../route-helpers';

const optionsRoute = createRoute({
  method: 'get',
  path: '/admin/studio/content-options',
  tags: ['Admin: studio'],
  summary: 'The papers, mentors and courses an editor can choose from (deleted ones left out)',
  responses: { 200: json(contentOptionsSchema, 'The choices'), ...refusals },
});

export function contentOptionsRoutes() {
  const router = createApiRouter();
  router.openapi(optionsRoute, async (c) => {
    const db = c.var.db;
    const [subjects, mentors, courses] = await Promise.all([
      db.selectFrom('subjects').select(['id', 'name']).orderBy('position').execute(),
      db.selectFrom('instructors').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('position').orderBy('id').execute(),
      db.selectFrom('courses').select(['id', 'title as name']).where('deleted_at', 'is', null).orderBy('title').execute(),
    ]);
    return c.json({ subjects, mentors, courses }, 200);
  });
  return router;
}
