import * as api from '../../../contracts/api/question-reports';
import { studentOf } from '../../access/audience';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';
import { myQuestionReports } from './my-question-reports';
import { reportQuestion } from './report-question';

/** One student's reports: never stored by any cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** A student's reports of questions, from the review of their own attempts. */
export function questionReportRoutes() {
  const router = createApiRouter();
  mount(router, api.myQuestionReports, async (c) =>
    c.json(await myQuestionReports(c.var.db, c.var.services.exams, { userId: studentOf(c).id, attemptId: c.req.valid('param').attemptId }), 200, PRIVATE),
  );
  mount(router, api.reportQuestion, async (c) => {
    const { attemptId, position } = c.req.valid('param');
    return c.json(await reportQuestion(c.var.db, c.var.services.exams, { userId: studentOf(c).id, attemptId, position, input: c.req.valid('json') }), 200, PRIVATE);
  });
  return router;
}
