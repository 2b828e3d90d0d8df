import * as examApi from '../../contracts/api/exams';
import { mount } from '../access/mount';
import { awardAfterExam } from '../certificates/award-certificate';
import { studentOf } from '../access/audience';
import { sessionUser } from '../auth/guards';
import { createApiRouter } from '../http/api-router';
import { readOrMoved } from '../http/moved-address';
import { getAttemptResult } from './attempt-result';
import { checkAnswer } from './check-answer';
import { getAttemptForPlayer } from './get-attempt';
import { getExam } from './get-exam';
import { listExams } from './list-exams';
import { myExams } from './my-exams';
import { saveAnswer } from './save-answer';
import { savePosition } from './save-position';
import { selfMark } from './self-mark';
import { startForPlayer } from './start-for-player';
import { submitAttempt } from './submit-attempt';

/** Attempts are one student's and change every second: never stored by any cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

export function examRoutes() {
  const router = createApiRouter();
  mount(router, examApi.listExams, async (c) => c.json({ exams: await listExams(c.var.services.exams) }, 200));
  mount(router, examApi.getExam, async (c) => {
    const user = await sessionUser(c);
    const { slug } = c.req.valid('param');
    const answer = await readOrMoved(c.var.db, { kind: 'exam', slug }, () => getExam(c.var.db, c.var.services.exams, { slug, userId: user?.id ?? null }));
    if ('location' in answer) return c.body(null, 301, { Location: answer.location });
    return c.json(answer.found, 200, PRIVATE);
  });
  mount(router, examApi.myExams, async (c) => c.json(await myExams(c.var.db, c.var.services.exams, studentOf(c).id, c.req.valid('query')), 200, PRIVATE));
  mount(router, examApi.startAttempt, async (c) => {
    const { resumed, attempt } = await startForPlayer(c.var.db, c.var.services.exams, { userId: studentOf(c).id, slug: c.req.valid('param').slug });
    return resumed ? c.json({ attemptId: attempt.id, resumed: true as const, attempt }, 200, PRIVATE) : c.json({ attemptId: attempt.id, resumed: false as const, attempt }, 201, PRIVATE);
  });
  mount(router, examApi.getAttempt, async (c) =>
    c.json(await getAttemptForPlayer(c.var.db, c.var.services.exams, { userId: studentOf(c).id, attemptId: c.req.valid('param').attemptId }), 200, PRIVATE),
  );
  mount(router, examApi.saveAnswer, async (c) => {
    const { attemptId, position } = c.req.valid('param');
    return c.json(await saveAnswer(c.var.db, c.var.services.exams, { userId: studentOf(c).id, attemptId, position, input: c.req.valid('json') }), 200, PRIVATE);
  });
  mount(router, examApi.savePosition, async (c) =>
    c.json(await savePosition(c.var.db, c.var.services.exams, { userId: studentOf(c).id, attemptId: c.req.valid('param').attemptId, position: c.req.valid('json').position }), 200, PRIVATE),
  );
  mount(router, examApi.checkAnswer, async (c) => {
    const { attemptId, position } = c.req.valid('param');
    return c.json(await checkAnswer(c.var.db, c.var.services.exams, { userId: studentOf(c).id, attemptId, position }), 200, PRIVATE);
  });
  mount(router, examApi.submitAttempt, async (c) => {
    const userId = studentOf(c).id;
    const { id, examId } = await submitAttempt(c.var.db, c.var.services.exams, { userId, attemptId: c.req.valid('param').attemptId });
    // A pass a course's certificate asks for may complete it.
    await awardAfterExam(c.var.services, { userId, examId });
    return c.json({ id }, 200, PRIVATE);
  });
  mount(router, examApi.getAttemptResult, async (c) =>
    c.json(await getAttemptResult(c.var.db, c.var.services.exams, { userId: studentOf(c).id, attemptId: c.req.valid('param').attemptId }), 200, PRIVATE),
  );
  mount(router, examApi.selfMark, async (c) => {
    const userId = studentOf(c).id;
    const { attemptId, position } = c.req.valid('param');
    const { examId } = await selfMark(c.var.db, c.var.services.exams, { userId, attemptId, position, points: c.req.valid('json').points });
    await awardAfterExam(c.var.services, { userId, examId });
    return c.json(await getAttemptResult(c.var.db, c.var.services.exams, { userId, attemptId }), 200, PRIVATE);
  });
  return router;
}
