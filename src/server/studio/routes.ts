import { studioSummary } from '../../contracts/api/studio-summary';
import { mount } from '../access/mount';
import { questionReportStudioRoutes } from '../exams/reports/studio-routes';
import { questionStatisticsRoutes } from '../exams/statistics/routes';
import { createApiRouter } from '../http/api-router';
import { contentStudioRoutes } from './content/routes';
import { courseStudioRoutes } from './courses/routes';
import { curriculumStudioRoutes } from './curriculum/routes';
import { examStudioRoutes } from './exams/routes';
import { getStudioSummary } from './get-studio-summary';
import { questionStudioRoutes } from './questions/routes';
import { videoStudioRoutes } from './video/routes';

/**
 * The content studio's API, all under /api/admin/studio and behind the
 * admin gate (checked before any input is read). Each kind of content adds
 * its own router here.
 */
export function studioRoutes() {
  const router = createApiRouter();
  mount(router, studioSummary, async (c) => c.json(await getStudioSummary(c.var.db), 200));
  router.route('/', curriculumStudioRoutes());
  router.route('/', videoStudioRoutes());
  router.route('/', questionStudioRoutes());
  router.route('/', examStudioRoutes());
  router.route('/', questionStatisticsRoutes());
  router.route('/', questionReportStudioRoutes());
  router.route('/', contentStudioRoutes());
  router.route('/', courseStudioRoutes());
  return router;
}
