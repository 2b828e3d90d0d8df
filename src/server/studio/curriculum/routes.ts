import { recordIdParam } from '../../../contracts/record-id-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  curriculumOrderSchema,
  curriculumSchema,
  LESSON_PDF_MAX_BYTES,
  lessonDraftBodySchema,
  lessonVersionBodySchema,
  lessonVersionQuerySchema,
  newLessonSchema,
  restoreLessonSchema,
  sectionBodySchema,
  structuralVersionQuerySchema,
  studioLessonSchema,
} from '../../../contracts/studio-curriculum-schemas';
import { actorOf } from '../../access/admin-gate';
import { AppError } from '../../errors';
import { createApiRouter } from '../../http/api-router';
import { body, failure, json, refusals } from '../route-helpers';
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

const idParam = recordIdParam;
const courseParams = z.object({ courseId: idParam });
const sectionParams = courseParams.extend({ sectionId: idParam });
const lessonParams = courseParams.extend({ lessonId: idParam });
const tags = ['Admin: studio'];
const base = '/admin/studio/curriculum/{courseId}';
const notFound = { 404: failure('No such course, section or lesson, or it was removed (`studio_item_not_found`)') };
const conflict = (more = '') => ({ 409: failure(`Another admin saved first (\`edit_conflict\`, details.currentVersion)${more}`) });
const curriculumAnswer = { 200: json(curriculumSchema, 'The curriculum after the change'), ...refusals, ...notFound };
const lessonAnswer = { 200: json(studioLessonSchema, 'The lesson after the change'), ...refusals, ...notFound };

const curriculumRoute = createRoute({
  method: 'get',
  path: base,
  tags,
  summary: "A course's sections and lessons for the curriculum builder, each lesson with where it stands (draft, published, changed)",
  request: { params: courseParams },
  responses: { 200: json(curriculumSchema, 'The curriculum'), ...refusals, ...notFound },
});

const addSectionRoute = createRoute({
  method: 'post',
  path: `${base}/sections`,
  tags,
  summary: 'Adds a section at the end of the course',
  request: { params: courseParams, ...body(sectionBodySchema) },
  responses: { ...curriculumAnswer, ...conflict() },
});

const renameSectionRoute = createRoute({
  method: 'patch',
  path: `${base}/sections/{sectionId}`,
  tags,
  summary: 'Renames a section',
  request: { params: sectionParams, ...body(sectionBodySchema) },
  responses: { ...curriculumAnswer, ...conflict() },
});

const removeSectionRoute = createRoute({
  method: 'delete',
  path: `${base}/sections/{sectionId}`,
  tags,
  summary: 'Removes an empty section (audited)',
  request: { params: sectionParams, query: structuralVersionQuerySchema },
  responses: { ...curriculumAnswer, ...conflict(', or it still holds lessons (`section_not_empty`)') },
});

const orderRoute = createRoute({
  method: 'put',
  path: `${base}/order`,
  tags,
  summary: "Puts every section and lesson in the order sent (lessons may change section), in one transaction",
  request: { params: courseParams, ...body(curriculumOrderSchema) },
  responses: { ...curriculumAnswer, ...conflict(), 400: failure('The order does not list exactly the course\'s sections and lessons (`curriculum_order_invalid`)') },
});

const addLessonRoute = createRoute({
  method: 'post',
  path: `${base}/lessons`,
  tags,
  summary: 'Adds an unpublished lesson at the end of a section and answers it for the editor',
  request: { params: courseParams, ...body(newLessonSchema) },
  responses: { 201: json(studioLessonSchema, 'The new lesson'), ...refusals, ...notFound, ...conflict() },
});

const removeLessonRoute = createRoute({
  method: 'delete',
  path: `${base}/lessons/{lessonId}`,
  tags,
  summary: "Removes a lesson: students stop seeing it, their progress on it is kept (audited)",
  request: { params: lessonParams, query: structuralVersionQuerySchema },
  responses: { ...curriculumAnswer, ...conflict() },
});

const lessonRoute = createRoute({
  method: 'get',
  path: `${base}/lessons/{lessonId}`,
  tags,
  summary: 'One lesson for the editor: its draft, where it stands and its published versions',
  request: { params: lessonParams },
  responses: { 200: json(studioLessonSchema, 'The lesson'), ...refusals, ...notFound },
});

const draftRoute = createRoute({
  method: 'put',
  path: `${base}/lessons/{lessonId}/draft`,
  tags,
  summary: "Saves a lesson's edits as its draft; students keep the published version",
  request: { params: lessonParams, ...body(lessonDraftBodySchema) },
  responses: { ...lessonAnswer, ...conflict(), 400: failure('`lesson_video_invalid` or `validation_failed`') },
});

const uploadRoute = createRoute({
  method: 'put',
  path: `${base}/lessons/{lessonId}/file`,
  tags,
  summary: "Uploads the lesson's PDF (checked by its bytes, up to 20 MB) into its draft",
  middleware: [
    bodyLimit({
      maxSize: LESSON_PDF_MAX_BYTES,
      onError: () => {
        throw new AppError('lesson_pdf_too_large');
      },
    }),
  ] as const,
  request: {
    params: lessonParams,
    query: lessonVersionQuerySchema,
    body: { required: true, content: Object.fromEntries(['application/pdf', 'application/octet-stream'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) },
  },
  responses: { ...lessonAnswer, ...conflict(), 413: failure('`lesson_pdf_too_large`'), 415: failure('`lesson_pdf_invalid`') },
});

const detachRoute = createRoute({
  method: 'delete',
  path: `${base}/lessons/{lessonId}/file`,
  tags,
  summary: "Takes the PDF off the lesson's draft",
  request: { params: lessonParams, query: lessonVersionQuerySchema },
  responses: { ...lessonAnswer, ...conflict() },
});

const publishRoute = createRoute({
  method: 'post',
  path: `${base}/lessons/{lessonId}/publish`,
  tags,
  summary: "Publishes the lesson's draft to students, keeping the version (audited)",
  request: { params: lessonParams, ...body(lessonVersionBodySchema) },
  responses: { ...lessonAnswer, ...conflict(', nothing to publish (`nothing_to_publish`) or the lesson is not complete (`lesson_incomplete`)') },
});

const restoreRoute = createRoute({
  method: 'post',
  path: `${base}/lessons/{lessonId}/restore`,
  tags,
  summary: 'Makes a published version the draft again, to be published when ready (audited)',
  request: { params: lessonParams, ...body(restoreLessonSchema) },
  responses: { ...lessonAnswer, ...conflict() },
});

/** The curriculum builder's API: a course's sections and lessons, lesson drafts, files, publishing and kept versions. */
export function curriculumStudioRoutes() {
  const router = createApiRouter();
  router.openapi(curriculumRoute, async (c) => c.json(await loadCurriculum(c.var.db, c.req.valid('param').courseId), 200));
  router.openapi(addSectionRoute, async (c) => c.json(await addSection(c.var.services, c.req.valid('param').courseId, c.req.valid('json')), 200));
  router.openapi(renameSectionRoute, async (c) => {
    const { courseId, sectionId } = c.req.valid('param');
    return c.json(await renameSection(c.var.services, { courseId, sectionId, input: c.req.valid('json') }), 200);
  });
  router.openapi(removeSectionRoute, async (c) => {
    const { courseId, sectionId } = c.req.valid('param');
    return c.json(await removeSection(c.var.services, { actor: actorOf(c), courseId, sectionId, curriculumVersion: c.req.valid('query').curriculumVersion }), 200);
  });
  router.openapi(orderRoute, async (c) => c.json(await reorderCurriculum(c.var.services, c.req.valid('param').courseId, c.req.valid('json')), 200));
  router.openapi(addLessonRoute, async (c) => {
    const { courseId } = c.req.valid('param');
    const lessonId = await addLesson(c.var.services, { actor: actorOf(c), courseId, input: c.req.valid('json') });
    return c.json(await loadStudioLesson(c.var.db, courseId, lessonId), 201);
  });
  router.openapi(removeLessonRoute, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await removeLesson(c.var.services, { actor: actorOf(c), courseId, lessonId, curriculumVersion: c.req.valid('query').curriculumVersion }), 200);
  });
  router.openapi(lessonRoute, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await loadStudioLesson(c.var.db, courseId, lessonId), 200);
  });
  router.openapi(draftRoute, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await saveLessonDraft(c.var.services, { actor: actorOf(c), courseId, lessonId, input: c.req.valid('json') }), 200);
  });
  router.openapi(uploadRoute, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await attachLessonPdf(c.var.services, { actor: actorOf(c), courseId, lessonId, input: c.req.valid('query'), bytes }), 200);
  });
  router.openapi(detachRoute, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await detachLessonPdf(c.var.services, { actor: actorOf(c), courseId, lessonId, version: c.req.valid('query').version }), 200);
  });
  router.openapi(publishRoute, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await publishLesson(c.var.services, { actor: actorOf(c), courseId, lessonId, version: c.req.valid('json').version }), 200);
  });
  router.openapi(restoreRoute, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await restoreLessonVersion(c.var.services, { actor: actorOf(c), courseId, lessonId, input: c.req.valid('json') }), 200);
  });
  return router;
}
