import * as learningApi from '../../contracts/api/learning';
import { mount } from '../access/mount';
import { studentOf } from '../access/audience';
import { sessionUser } from '../auth/guards';
import { createApiRouter } from '../http/api-router';
import { attachmentDisposition } from '../resources/content-disposition';
import { getLesson } from './get-lesson';
import { getLessonFile } from './get-lesson-file';
import { AppError } from '../errors';
import { keptFileResponse } from '../storage/kept-files';
import { getLessonVideo } from './get-lesson-video';
import { getMyEnrollment } from './get-my-enrollment';
import { getPlayer } from './get-player';
import { listMyEnrollments } from './list-my-enrollments';
import { listMyOrders } from './list-my-orders';
import { recordLessonOpened } from './open-lesson';
import { saveLessonWatch } from './save-lesson-watch';
import { setLessonProgress } from './set-lesson-progress';

/** Lesson answers depend on who asks and are checked every time: never stored by a shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

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
  mount(router, learningApi.myEnrollments, async (c) => c.json({ enrollments: await listMyEnrollments(c.var.db, { userId: studentOf(c).id }) }, 200, PRIVATE));
  mount(router, learningApi.myEnrollment, async (c) => c.json(await getMyEnrollment(c.var.db, { slug: c.req.valid('param').slug, userId: studentOf(c).id }), 200, PRIVATE));
  mount(router, learningApi.myOrders, async (c) => c.json({ orders: await listMyOrders(c.var.db, studentOf(c).id) }, 200, PRIVATE));
  mount(router, learningApi.getPlayer, async (c) => {
    const user = await sessionUser(c);
    return c.json(await getPlayer(c.var.db, { slug: c.req.valid('param').slug, userId: user?.id ?? null }), 200, PRIVATE);
  });
  mount(router, learningApi.getLesson, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    const user = await sessionUser(c);
    return c.json(await getLesson(c.var.db, { slug, lessonId, userId: user?.id ?? null }), 200, PRIVATE);
  });
  mount(router, learningApi.getLessonFile, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    const user = await sessionUser(c);
    const pdf = await getLessonFile(c.var.db, { slug, lessonId, userId: user?.id ?? null });
    const disposition = attachmentDisposition(pdf.fileName);
    const headers = {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': c.req.valid('query').download === '1' ? disposition : disposition.replace(/^attachment/, 'inline'),
    };
    // A PDF viewer fetches a large file in parts (206); a cut download resumes.
    const answer = await keptFileResponse(c.var.services.storage, pdf.file, { range: c.req.header('range'), headers });
    if (!answer) throw new AppError('lesson_file_not_found');
    return answer;
  });
  mount(router, learningApi.recordLessonOpened, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    await recordLessonOpened(c.var.db, { slug, lessonId, userId: studentOf(c).id });
    return c.body(null, 204, PRIVATE);
  });
  mount(router, learningApi.setLessonProgress, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    return c.json(await setLessonProgress(c.var.db, { slug, lessonId, userId: studentOf(c).id, completed: c.req.valid('json').completed }, c.var.services), 200, PRIVATE);
  });
  mount(router, learningApi.getLessonVideo, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    const user = await sessionUser(c);
    return c.json(await getLessonVideo(c.var.services, { slug, lessonId, userId: user?.id ?? null }), 200, PRIVATE);
  });
  mount(router, learningApi.saveLessonWatch, async (c) => {
    const { slug, lessonId } = c.req.valid('param');
    return c.json(await saveLessonWatch(c.var.db, { slug, lessonId, userId: studentOf(c).id, watch: c.req.valid('json') }, c.var.services), 200, PRIVATE);
  });
  return router;
}
