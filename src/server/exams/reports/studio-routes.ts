import * as api from '../../../contracts/api/studio-question-reports';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';
import { dismissReport } from './dismiss-report';
import { questionReports } from './question-reports';
import { reportQueue } from './report-queue';
import { resolveReport } from './resolve-report';

/** The studio's side of students' reports: the queue, a question's reports, resolving and dismissing. */
export function questionReportStudioRoutes() {
  const router = createApiRouter();
  mount(router, api.questionReportQueue, async (c) => c.json(await reportQueue(c.var.db, c.req.valid('query')), 200));
  mount(router, api.questionReports, async (c) => c.json(await questionReports(c.var.db, c.req.valid('param').id), 200));
  mount(router, api.resolveQuestionReport, async (c) => c.json(await resolveReport(c.var.db, { actor: actorOf(c), id: c.req.valid('param').id, reply: c.req.valid('json').reply }), 200));
  mount(router, api.dismissQuestionReport, async (c) => c.json(await dismissReport(c.var.db, { actor: actorOf(c), id: c.req.valid('param').id }), 200));
  return router;
}
