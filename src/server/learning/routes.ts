import { recordIdParam } from '../../contracts/record-id-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import {
  lessonContentSchema,
  lessonProgressBodySchema,
  lessonProgressResultSchema,
  myEnrollmentDetailSchema,
  myEnrollmentListSchema,
  myOrderListSchema,
  playerSchema,
} from '../../contracts/learning-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { requireUser, sessionUser } from '../auth/guards';
import { createApiRouter } from '../http/api-router';
import { attachmentDisposition } from '../resources/content-disposition';
import { getLesson } from './get-lesson';
import { getLessonFile } from './get-lesson-file';
import { getMyEnrollment } from './get-my-enrollment';
import { getPlayer } from './get-player';
import { listMyEnrollments } from './list-my-enrollments';
import { listMyOrders } from './list-my-orders';
import { recordLessonOpened } from './open-lesson';
import { setLessonProgress } from './set-lesson-progress';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const problem = (description: string) => json(errorBodySchema, description);
const slugParam = z.object({ slug: z.string().min(1).max(200) });
const lessonParams = slugParam.extend({ lessonId: recordIdParam });
const signedIn = { 401: problem('Not signed in (`unauthenticated`)') };
const lessonRefusals = {
  ...signedIn,
  403: problem('No active access to the course (`enrollment_required`, `details.state`: none, expired or revoked)'),
  404: problem('No published course has that slug (`course_not_found`), or it has no such lesson (`lesson_not_found`)'),
};
/** Lesson answers depend on who asks and are checked every time: never stored by a shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

const myEnrollmentsRoute = createRoute({
  method: 'get',
  path: '/my/enrollments',
  tags: ['Learning'],
  summary: "The signed-in student's courses with progress, last lesson and access window; active first, then by last opened",
  responses: { 200: json(myEnrollmentListSchema, 'The enrollments'), ...signedIn },
});

const myEnrollmentRoute = createRoute({
  method: 'get',
  path: '/my/enrollments/{slug}',
  tags: ['Learning'],
  summary: 'One enrolled course: progress by section, its files and the receipts of the orders that contain it',
  request: { params: slugParam },
  responses: { 200: json(myEnrollmentDetailSchema, 'The enrollment'), ...signedIn, 404: problem('No enrollment of yours in that course (`enrollment_not_found`)') },
});

const myOrdersRoute = createRoute({
  method: 'get',
  path: '/my/orders',
  tags: ['Learning'],
  summary: "The signed-in student's orders, newest first",
  responses: { 200: json(myOrderListSchema, 'The orders'), ...signedIn },
});

const playerRoute = createRoute({
  method: 'get',
  path: '/player/{slug}',
  tags: ['Learning'],
  summary: "A course's outline for this viewer (locked and completed lessons), their access and the lesson to resume",
  request: { params: slugParam },
  responses: { 200: json(playerSchema, 'The outline'), 404: problem('No published course has that slug (`course_not_found`)') },
});

const lessonRoute = createRoute({
  method: 'get',
  path: '/player/{slug}/lessons/{lessonId}',
  tags: ['Learning'],
  summary: 'A lesson: Markdown, video player address, file link, neighbours. Free previews for anyone; the rest needs active access',
  request: { params: lessonParams },
  responses: { 200: json(lessonContentSchema, 'The lesson'), ...lessonRefusals },
});

const lessonFileRoute = createRoute({
  method: 'get',
  path: '/player/{slug}/lessons/{lessonId}/file',
  tags: ['Learning'],
  summary: "A lesson's PDF, inline (or as an attachment with `download=1`), behind the lesson's check",
  request: { params: lessonParams, query: z.object({ download: z.enum(['0', '1']).optional() }) },
  responses: {
    200: { description: 'The file', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...lessonRefusals,
    404: problem('No such course or lesson, or the lesson has no file (`lesson_file_not_found`)'),
  },
});

const openRoute = createRoute({
  method: 'post',
  path: '/player/{slug}/lessons/{lessonId}/open',
  tags: ['Learning'],
  summary: 'Records the lesson as the one to resume at (students with active access)',
  request: { params: lessonParams },
  responses: { 204: { description: 'Recorded' }, ...lessonRefusals },
});

const progressRoute = createRoute({
  method: 'post',
  path: '/player/{slug}/lessons/{lessonId}/progress',
  tags: ['Learning'],
  summary: 'Marks a lesson complete or not (idempotent) and answers the course progress',
  request: { params: lessonParams, body: { required: true, content: { 'application/json': { schema: lessonProgressBodySchema } } } },
  responses: { 200: json(lessonProgressResultSchema, 'The course progress after the change'), 400: problem('`validation_failed`'), ...lessonRefusals },
});

/** The student's enrollments, purchases, and the course player. */
export function learningRoutes() {
  const router = createApiRouter();
  // Refusals too: nothing here may be kept by a shared cache.
  for (const path of ['/my/*', '/player/*']) {
    router.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', PRIVATE['Cache-Control']);
    });
  }
  router.openapi(myEnrollmentsRoute, async (c) => {
    const user = await requireUser(c);
    return c.json({ enrollments: await listMyEnrollments(c.var.db, { userId: user.id }) }, 200, PRIVATE);
  });
  router.openapi(myEnrollmentRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await getMyEnrollment(c.var.db, { slug: c.req.valid('param').slug, userId: user.id }), 200, PRIVATE);
  });
  router.openapi(myOrdersRoute, async (c) => {
    const user = await requireUser(c);
    return c.json({ orders: await listMyOrders(c.var.db, user.id) }, 200, PRIVATE);
  });
  router.openapi(playerRoute, async (c) => {
    const user = await sessionUser(c);
    return c.json(await getPlayer(c.var.db, { slug: c.req.valid('param').slug, userId: user?.id ?? null }), 200, PRIVATE);
  });
  router.openapi(lessonRoute, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    const user = await sessionUser(c);
    return c.json(await getLesson(c.var.db, { slug, lessonId, userId: user?.id ?? null }), 200, PRIVATE);
  });
  router.openapi(lessonFileRoute, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    const user = await sessionUser(c);
    const file = await getLessonFile(c.var.db, { slug, lessonId, userId: user?.id ?? null });
    const disposition = attachmentDisposition(file.fileName);
    return c.body(file.content, 200, {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': c.req.valid('query').download === '1' ? disposition : disposition.replace(/^attachment/, 'inline'),
      'Content-Length': String(file.content.byteLength),
    });
  });
  router.openapi(openRoute, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    const user = await sessionUser(c);
    await recordLessonOpened(c.var.db, { slug, lessonId, userId: user?.id ?? null });
    return c.body(null, 204, PRIVATE);
  });
  router.openapi(progressRoute, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    const user = await sessionUser(c);
    return c.json(await setLessonProgress(c.var.db, { slug, lessonId, userId: user?.id ?? null, completed: c.req.valid('json').completed }), 200, PRIVATE);
  });
  return router;
}
