import { bodyLimit } from 'hono/body-limit';
import * as api from '../../../contracts/api/studio-curriculum';
import { LESSON_PDF_MAX_BYTES } from '../../../contracts/studio-curriculum-schemas';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { AppError } from '../../errors';
import { createApiRouter } from '../../http/api-router';
import { addLesson } from './add-lesson';
import { addSection } from './add-section';
import { attachLessonPdf, detachLessonPdf } from './attach-lesson-pdf';
import { loadCurriculum } from './load-curriculum';
import { loadStudioLesson } from './load-studio-lesson';
import { publishLesson } from './publish-lesson';
import { removeLesson } from './remove-lesson';
import { removeSection } from './remove-section';
import { renameSection } from './rename-section';
import { reorderCurriculum } from './reorder-curriculum';
import { restoreLessonVersion } from './restore-lesson-version';
import { saveLessonDraft } from './save-lesson-draft';

/** A PDF's bytes are counted as they stream in and cut off at the limit (the API's own cap leaves upload routes to this). */
const pdfLimit = bodyLimit({
  maxSize: LESSON_PDF_MAX_BYTES,
  onError: () => {
    throw new AppError('lesson_pdf_too_large');
  },
});

/** The curriculum builder's API: a course's sections and lessons, lesson drafts, files, publishing and kept versions. */
export function curriculumStudioRoutes() {
  const router = createApiRouter();
  mount(router, api.getCurriculum, async (c) => c.json(await loadCurriculum(c.var.db, c.req.valid('param').courseId), 200));
  mount(router, api.addSection, async (c) => c.json(await addSection(c.var.services, c.req.valid('param').courseId, c.req.valid('json')), 200));
  mount(router, api.renameSection, async (c) => {
    const { courseId, sectionId } = c.req.valid('param');
    return c.json(await renameSection(c.var.services, { courseId, sectionId, input: c.req.valid('json') }), 200);
  });
  mount(router, api.removeSection, async (c) => {
    const { courseId, sectionId } = c.req.valid('param');
    return c.json(await removeSection(c.var.services, { actor: actorOf(c), courseId, sectionId, curriculumVersion: c.req.valid('query').curriculumVersion }), 200);
  });
  mount(router, api.reorderCurriculum, async (c) => c.json(await reorderCurriculum(c.var.services, c.req.valid('param').courseId, c.req.valid('json')), 200));
  mount(router, api.addLesson, async (c) => {
    const { courseId } = c.req.valid('param');
    const lessonId = await addLesson(c.var.services, { actor: actorOf(c), courseId, input: c.req.valid('json') });
    return c.json(await loadStudioLesson(c.var.db, courseId, lessonId), 201);
  });
  mount(router, api.removeLesson, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await removeLesson(c.var.services, { actor: actorOf(c), courseId, lessonId, curriculumVersion: c.req.valid('query').curriculumVersion }), 200);
  });
  mount(router, api.getStudioLesson, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await loadStudioLesson(c.var.db, courseId, lessonId), 200);
  });
  mount(router, api.saveLessonDraft, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await saveLessonDraft(c.var.services, { actor: actorOf(c), courseId, lessonId, input: c.req.valid('json') }), 200);
  });
  mount(
    router,
    api.uploadLessonPdf,
    async (c) => {
      const { courseId, lessonId } = c.req.valid('param');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await attachLessonPdf(c.var.services, { actor: actorOf(c), courseId, lessonId, input: c.req.valid('query'), bytes }), 200);
    },
    pdfLimit,
  );
  mount(router, api.detachLessonPdf, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await detachLessonPdf(c.var.services, { actor: actorOf(c), courseId, lessonId, version: c.req.valid('query').version }), 200);
  });
  mount(router, api.publishLesson, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await publishLesson(c.var.services, { actor: actorOf(c), courseId, lessonId, version: c.req.valid('json').version }), 200);
  });
  mount(router, api.restoreLessonVersion, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await restoreLessonVersion(c.var.services, { actor: actorOf(c), courseId, lessonId, input: c.req.valid('json') }), 200);
  });
  return router;
}
