import * as api from '../../../contracts/api/studio-exams';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { examStatistics } from '../../exams/statistics/exam-statistics';
import { statisticsCsv } from '../../exams/statistics/statistics-csv';
import { createApiRouter } from '../../http/api-router';
import { paperAvailability } from './blueprint-availability';
import { createExam } from './create-exam';
import { examCourseOptions } from './exam-course-options';
import { checkPreviewAnswer } from './check-preview-answer';
import { duplicateExam } from './duplicate-exam';
import { deleteExam, restoreExam, setExamPublished } from './exam-state';
import { getStudioExam } from './get-studio-exam';
import { listStudioExams } from './list-studio-exams';
import { markPreview } from './mark-preview';
import { previewExam } from './preview-exam';
import { updateExam } from './update-exam';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The exam builder's API. */
export function examStudioRoutes() {
  const router = createApiRouter();
  mount(router, api.listStudioExams, async (c) => c.json(await listStudioExams(c.var.db, c.req.valid('query').deleted === '1'), 200));
  mount(router, api.examCourseOptions, async (c) => c.json(await examCourseOptions(c.var.db), 200));
  mount(router, api.blueprintAvailability, async (c) => {
    const input = c.req.valid('json');
    return c.json(await paperAvailability(c.var.db, input.paper, input.blueprint), 200);
  });
  mount(router, api.getStudioExam, async (c) => c.json(await getStudioExam(c.var.db, c.req.valid('param').id), 200));
  mount(router, api.createExam, async (c) => c.json(await createExam(c.var.services, actorOf(c), c.req.valid('json')), 201));
  mount(router, api.updateExam, async (c) => c.json(await updateExam(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  mount(router, api.publishExam, async (c) => {
    const input = c.req.valid('json');
    return c.json(await setExamPublished(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, published: input.published, version: input.version }), 200);
  });
  mount(router, api.duplicateExam, async (c) => c.json(await duplicateExam(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id }), 201));
  // Previews are never stored by any cache: each draws afresh.
  mount(router, api.previewExam, async (c) => c.json(await previewExam(c.var.db, c.var.services.exams, { id: c.req.valid('param').id }), 200, PRIVATE));
  mount(router, api.checkPreviewAnswer, async (c) => {
    const { entry, answer } = c.req.valid('json');
    return c.json(await checkPreviewAnswer(c.var.db, c.var.services.exams, { id: c.req.valid('param').id, entry, answer }), 200, PRIVATE);
  });
  mount(router, api.markPreview, async (c) => c.json(await markPreview(c.var.db, c.var.services.exams, { id: c.req.valid('param').id, input: c.req.valid('json') }), 200, PRIVATE));
  mount(router, api.deleteExam, async (c) => c.json(await deleteExam(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version }), 200));
  mount(router, api.restoreExam, async (c) => c.json(await restoreExam(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version }), 200));
  mount(router, api.examStatistics, async (c) => c.json(await examStatistics(c.var.db, c.var.services.exams, { examId: c.req.valid('param').id, used: c.req.valid('query').attempts }), 200));
  mount(router, api.examStatisticsCsv, async (c) => {
    const { id } = c.req.valid('param');
    const stats = await examStatistics(c.var.db, c.var.services.exams, { examId: id, used: c.req.valid('query').attempts });
    return c.body(statisticsCsv(stats), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="hisab-statistics-${stats.exam.slug}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });
  return router;
}
