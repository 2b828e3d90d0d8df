import * as api from '../../../contracts/api/studio-question-statistics';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';
import { questionAcrossExams } from './question-across-exams';

/** A question's item statistics in every exam that gave it, for its page in the studio. */
export function questionStatisticsRoutes() {
  const router = createApiRouter();
  mount(router, api.questionStatistics, async (c) =>
    c.json(
      await questionAcrossExams(c.var.db, c.var.services.exams, { questionId: c.req.valid('param').id, used: c.req.valid('query').attempts, recalculate: c.req.valid('query').recalculate === '1' }),
      200,
    ),
  );
  return router;
}
