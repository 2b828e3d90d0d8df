import { createRoute, z } from '@hono/zod-openapi';
import { errorBodySchema } from '../../contracts/errors';
import {
  attemptPlayerSchema,
  attemptResultSchema,
  examDetailSchema,
  examSummarySchema,
  myExamsSchema,
  questionFeedbackSchema,
  saveAnswerSchema,
  savedAnswerSchema,
  savePositionSchema,
  savedPositionSchema,
  selfMarkSchema,
} from '../../contracts/exam-schemas';
import { requireUser, sessionUser } from '../auth/guards';
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
import { startAttempt } from './start-attempt';
import { submitAttempt } from './submit-attempt';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const problem = (description: string) => json(errorBodySchema, description);
const tags = ['Exams'];
const signedIn = { 401: problem('Not signed in (`unauthenticated`)') };
const noAttempt = { 404: problem('No attempt of yours has that reference (`attempt_not_found`); another student’s attempt answers the same') };
const slugParam = z.object({ slug: z.string().min(1).max(200) });
const attemptParam = z.object({ attemptId: z.string().min(1).max(64) });
const positionParams = attemptParam.extend({ position: z.coerce.number().int().positive().max(500) });
/** Attempts are one student's and change every second: never stored by any cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

const listRoute = createRoute({ method: 'get', path: '/exams', tags, summary: 'Every published mock exam, practice test and topic quiz, by paper', responses: { 200: json(z.object({ exams: z.array(examSummarySchema) }), 'The exams') } });
const detailRoute = createRoute({
  method: 'get',
  path: '/exams/{slug}',
  tags,
  summary: "One exam's rules; for a signed-in student also their attempts and whether they may start",
  request: { params: slugParam },
  responses: {
    200: json(examDetailSchema, 'The exam'),
    301: { description: 'The exam was renamed (Location: its API address); the web app shows it at its new page address' },
    404: problem('No published exam has that address (`exam_not_found`)'),
  },
});
const mineRoute = createRoute({ method: 'get', path: '/my/exams', tags, summary: "The student's attempts and syllabus areas across them", responses: { 200: json(myExamsSchema, 'My exams'), ...signedIn } });
const startRoute = createRoute({
  method: 'post',
  path: '/exams/{slug}/attempts',
  tags,
  summary: 'Starts an attempt, or resumes the one in progress (201 when started, 200 when resumed)',
  request: { params: slugParam },
  responses: {
    200: json(z.object({ attemptId: z.string(), resumed: z.literal(true) }), 'The attempt in progress'),
    201: json(z.object({ attemptId: z.string(), resumed: z.literal(false) }), 'A new attempt'),
    ...signedIn,
    403: problem('The exam comes with a course the student is not enrolled in (`exam_enrollment_required`, `details.courses`)'),
    404: problem('`exam_not_found`'),
    409: problem('`attempts_used_up`, `exam_not_open` or `exam_closed`'),
  },
});
const playerRoute = createRoute({
  method: 'get',
  path: '/attempts/{attemptId}',
  tags,
  summary: "The player's view: the frozen paper, saved answers and the server's clock; never keys or explanations",
  request: { params: attemptParam },
  responses: { 200: json(attemptPlayerSchema, 'The attempt'), ...signedIn, ...noAttempt },
});
const saveRoute = createRoute({
  method: 'put',
  path: '/attempts/{attemptId}/answers/{position}',
  tags,
  summary: "Saves one answer with the player's revision number; the newest revision wins",
  request: { params: positionParams, ...body(saveAnswerSchema) },
  responses: {
    200: json(savedAnswerSchema, 'Saved'),
    ...signedIn,
    400: problem('The answer does not fit the question, or a figure cannot be read (`answer_invalid`, with the reason)'),
    404: problem('`attempt_not_found` or `question_not_found`'),
    409: problem('Time is up or the attempt was submitted (`attempt_closed`), a newer answer is kept (`answer_stale`, `details` has it), or a checked quiz answer is closed (`answer_locked`)'),
  },
});
const positionRoute = createRoute({
  method: 'put',
  path: '/attempts/{attemptId}/position',
  tags,
  summary: 'Records the question the student is on, where the player reopens on any device; an ended attempt keeps its place',
  request: { params: attemptParam, ...body(savePositionSchema) },
  responses: {
    200: json(savedPositionSchema, 'The place the attempt holds (`recorded` is false when the attempt had ended and nothing changed)'),
    ...signedIn,
    400: problem('Not a whole number from 1 (`validation_failed`), or beyond the last question of this attempt (`position_out_of_range`)'),
    ...noAttempt,
  },
});
const checkRoute = createRoute({
  method: 'post',
  path: '/attempts/{attemptId}/answers/{position}/check',
  tags,
  summary: "A topic quiz's Check answer: closes the saved answer to changes and gives its marks and worked answer",
  request: { params: positionParams },
  responses: {
    200: json(questionFeedbackSchema, 'The feedback'),
    ...signedIn,
    ...noAttempt,
    409: problem('Not a topic quiz or nothing saved yet (`check_not_available`), or time is up (`attempt_closed`)'),
  },
});
const submitRoute = createRoute({
  method: 'post',
  path: '/attempts/{attemptId}/submit',
  tags,
  summary: 'Submits the attempt; submitting again changes nothing',
  request: { params: attemptParam },
  responses: { 200: json(z.object({ id: z.string() }), 'Submitted'), ...signedIn, ...noAttempt },
});
const resultRoute = createRoute({
  method: 'get',
  path: '/attempts/{attemptId}/result',
  tags,
  summary: 'Results by syllabus area and the review, as the exam’s review policy allows',
  request: { params: attemptParam },
  responses: { 200: json(attemptResultSchema, 'The result'), ...signedIn, ...noAttempt, 409: problem('Still in progress (`attempt_in_progress`)') },
});
const selfMarkRoute = createRoute({
  method: 'put',
  path: '/attempts/{attemptId}/self-marks/{position}',
  tags,
  summary: 'Ticks the marking-guide points a written answer made (self-marking)',
  request: { params: positionParams, ...body(selfMarkSchema) },
  responses: {
    200: json(attemptResultSchema, 'The result with the new score'),
    ...signedIn,
    ...noAttempt,
    400: problem('Not a written answer, or points not in the guide (`answer_invalid`)'),
    409: problem('`attempt_in_progress` or `review_not_available`'),
  },
});

export function examRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json({ exams: await listExams(c.var.services.exams) }, 200));
  router.openapi(detailRoute, async (c) => {
    const user = await sessionUser(c);
    const { slug } = c.req.valid('param');
    const answer = await readOrMoved(c.var.db, { kind: 'exam', slug }, () => getExam(c.var.db, c.var.services.exams, { slug, userId: user?.id ?? null }));
    if ('location' in answer) return c.body(null, 301, { Location: answer.location });
    return c.json(answer.found, 200, PRIVATE);
  });
  router.openapi(mineRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await myExams(c.var.db, c.var.services.exams, user.id), 200, PRIVATE);
  });
  router.openapi(startRoute, async (c) => {
    const user = await requireUser(c);
    const started = await startAttempt(c.var.db, c.var.services.exams, { userId: user.id, slug: c.req.valid('param').slug });
    return started.resumed ? c.json({ attemptId: started.attemptId, resumed: true as const }, 200, PRIVATE) : c.json({ attemptId: started.attemptId, resumed: false as const }, 201, PRIVATE);
  });
  router.openapi(playerRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await getAttemptForPlayer(c.var.db, c.var.services.exams, { userId: user.id, attemptId: c.req.valid('param').attemptId }), 200, PRIVATE);
  });
  router.openapi(saveRoute, async (c) => {
    const user = await requireUser(c);
    const { attemptId, position } = c.req.valid('param');
    return c.json(await saveAnswer(c.var.db, c.var.services.exams, { userId: user.id, attemptId, position, input: c.req.valid('json') }), 200, PRIVATE);
  });
  router.openapi(positionRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await savePosition(c.var.db, c.var.services.exams, { userId: user.id, attemptId: c.req.valid('param').attemptId, position: c.req.valid('json').position }), 200, PRIVATE);
  });
  router.openapi(checkRoute, async (c) => {
    const user = await requireUser(c);
    const { attemptId, position } = c.req.valid('param');
    return c.json(await checkAnswer(c.var.db, c.var.services.exams, { userId: user.id, attemptId, position }), 200, PRIVATE);
  });
  router.openapi(submitRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await submitAttempt(c.var.db, c.var.services.exams, { userId: user.id, attemptId: c.req.valid('param').attemptId }), 200, PRIVATE);
  });
  router.openapi(resultRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await getAttemptResult(c.var.db, c.var.services.exams, { userId: user.id, attemptId: c.req.valid('param').attemptId }), 200, PRIVATE);
  });
  router.openapi(selfMarkRoute, async (c) => {
    const user = await requireUser(c);
    const { attemptId, position } = c.req.valid('param');
    await selfMark(c.var.db, c.var.services.exams, { userId: user.id, attemptId, position, points: c.req.valid('json').points });
    return c.json(await getAttemptResult(c.var.db, c.var.services.exams, { userId: user.id, attemptId }), 200, PRIVATE);
  });
  return router;
}
