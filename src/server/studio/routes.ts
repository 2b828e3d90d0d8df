import { createRoute } from '@hono/zod-openapi';
import { studioSummarySchema } from '../../contracts/studio-schemas';
import { createApiRouter } from '../http/api-router';
import { contentStudioRoutes } from './content/routes';
import { courseStudioRoutes } from './courses/routes';
import { curriculumStudioRoutes } from './curriculum/routes';
import { examStudioRoutes } from './exams/routes';
import { getStudioSummary } from './get-studio-summary';
import { questionStudioRoutes } from './questions/routes';
import { json, refusals } from './route-helpers';

const summaryRoute = createRoute({
  method: 'get',
  path: '/admin/studio/summary',
  tags: ['Admin: studio'],
  summary: 'How much content exists, and how much is unpublished, per kind',
  responses: { 200: json(studioSummarySchema, 'The counts'), ...refusals },
});

/**
 * The content studio's API, all under /api/admin/studio and behind the
 * admin gate (checked before any input is read). Each kind of content adds
 * its own router here.
 */
export function studioRoutes() {
  const router = createApiRouter();
  router.openapi(summaryRoute, async (c) => c.json(await getStudioSummary(c.var.db), 200));
  router.route('/', curriculumStudioRoutes());
  router.route('/', questionStudioRoutes());
  router.route('/', examStudioRoutes());
  router.route('/', contentStudioRoutes());
  router.route('/', courseStudioRoutes());
  return router;
}
