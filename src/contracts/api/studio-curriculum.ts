import { z } from 'zod';
import { recordIdParam } from '../record-id-schemas';
import {
  curriculumOrderSchema,
  curriculumSchema,
  lessonDraftBodySchema,
  lessonVersionBodySchema,
  lessonVersionQuerySchema,
  newLessonSchema,
  restoreLessonSchema,
  sectionBodySchema,
  structuralVersionQuerySchema,
  studioLessonSchema,
} from '../studio-curriculum-schemas';
import { json, jsonBody, operation } from './operation';

/**
 * The curriculum builder: a course's sections and lessons, lesson drafts,
 * the lesson's PDF, publishing and kept versions. Every change names the
 * version it was made from (the curriculum's for the structure, the
 * lesson's for a lesson) and is refused with `edit_conflict` when another
 * admin saved first.
 */

const tags = ['Admin: studio'];
const courseParams = z.object({ courseId: recordIdParam });
const sectionParams = courseParams.extend({ sectionId: recordIdParam });
const lessonParams = courseParams.extend({ lessonId: recordIdParam });
const notFound = { codes: ['studio_item_not_found'], description: 'No such course, section or lesson, or it was removed.' } as const;
const conflict = { codes: ['edit_conflict'], description: 'Another admin saved first (`details.currentVersion`).' } as const;
const curriculumAnswer = { 200: json(curriculumSchema, 'The curriculum after the change') };
const lessonAnswer = { 200: json(studioLessonSchema, 'The lesson after the change') };
/** A file sent as its own bytes: the server checks them, not the name or the type. */
const pdfBytes = { schema: { type: 'string', format: 'binary' } } as const;

export const getCurriculum = operation({
  method: 'get',
  path: '/admin/studio/curriculum/{courseId}',
  audience: 'admin',
  tags,
  summary: "A course's sections and lessons for the curriculum builder, each lesson with where it stands (draft, published, changed)",
  request: { params: courseParams },
  responses: { 200: json(curriculumSchema, 'The curriculum') },
  errors: { 404: notFound },
});

export const addSection = operation({
  method: 'post',
  path: '/admin/studio/curriculum/{courseId}/sections',
  audience: 'admin',
  tags,
  summary: 'Adds a section at the end of the course',
  request: { params: courseParams, body: jsonBody(sectionBodySchema) },
  responses: curriculumAnswer,
  errors: { 404: notFound, 409: conflict },
});

export const renameSection = operation({
  method: 'patch',
  path: '/admin/studio/curriculum/{courseId}/sections/{sectionId}',
  audience: 'admin',
  tags,
  summary: 'Renames a section',
  request: { params: sectionParams, body: jsonBody(sectionBodySchema) },
  responses: curriculumAnswer,
  errors: { 404: notFound, 409: conflict },
});

export const removeSection = operation({
  method: 'delete',
  path: '/admin/studio/curriculum/{courseId}/sections/{sectionId}',
  audience: 'admin',
  tags,
  summary: 'Removes an empty section (audited)',
  request: { params: sectionParams, query: structuralVersionQuerySchema },
  responses: curriculumAnswer,
  errors: { 404: notFound, 409: { codes: ['edit_conflict', 'section_not_empty'], description: 'Another admin saved first (`details.currentVersion`), or it still holds lessons.' } },
});

export const reorderCurriculum = operation({
  method: 'put',
  path: '/admin/studio/curriculum/{courseId}/order',
  audience: 'admin',
  tags,
  summary: 'Puts every section and lesson in the order sent (lessons may change section), in one transaction',
  request: { params: courseParams, body: jsonBody(curriculumOrderSchema) },
  responses: curriculumAnswer,
  errors: { 400: { codes: ['curriculum_order_invalid'], description: "The order does not list exactly the course's sections and lessons." }, 404: notFound, 409: conflict },
});

export const addLesson = operation({
  method: 'post',
  path: '/admin/studio/curriculum/{courseId}/lessons',
  audience: 'admin',
  tags,
  summary: 'Adds an unpublished lesson at the end of a section and answers it for the editor',
  request: { params: courseParams, body: jsonBody(newLessonSchema) },
  responses: { 201: json(studioLessonSchema, 'The new lesson') },
  errors: { 404: notFound, 409: conflict },
});

export const removeLesson = operation({
  method: 'delete',
  path: '/admin/studio/curriculum/{courseId}/lessons/{lessonId}',
  audience: 'admin',
  tags,
  summary: 'Removes a lesson: students stop seeing it, their progress on it is kept (audited)',
  request: { params: lessonParams, query: structuralVersionQuerySchema },
  responses: curriculumAnswer,
  errors: { 404: notFound, 409: conflict },
});

export const getStudioLesson = operation({
  method: 'get',
  path: '/admin/studio/curriculum/{courseId}/lessons/{lessonId}',
  audience: 'admin',
  tags,
  summary: 'One lesson for the editor: its draft, where it stands and its published versions',
  request: { params: lessonParams },
  responses: { 200: json(studioLessonSchema, 'The lesson') },
  errors: { 404: notFound },
});

export const saveLessonDraft = operation({
  method: 'put',
  path: '/admin/studio/curriculum/{courseId}/lessons/{lessonId}/draft',
  audience: 'admin',
  tags,
  summary: "Saves a lesson's edits as its draft; students keep the published version",
  request: { params: lessonParams, body: jsonBody(lessonDraftBodySchema) },
  responses: lessonAnswer,
  errors: {
    400: ['lesson_video_invalid'],
    404: notFound,
    409: { codes: ['edit_conflict', 'lesson_video_both'], description: 'Another admin saved first (`details.currentVersion`), or a video address was given while the draft has an uploaded video.' },
  },
});

export const uploadLessonPdf = operation({
  method: 'put',
  path: '/admin/studio/curriculum/{courseId}/lessons/{lessonId}/file',
  audience: 'admin',
  tags,
  summary: "Uploads the lesson's PDF (checked by its bytes, up to 20 MB) into its draft",
  request: { params: lessonParams, query: lessonVersionQuerySchema, body: { required: true, content: { 'application/pdf': pdfBytes, 'application/octet-stream': pdfBytes } } },
  responses: lessonAnswer,
  errors: { 404: notFound, 409: conflict, 413: ['lesson_pdf_too_large'], 415: ['lesson_pdf_invalid'] },
});

export const detachLessonPdf = operation({
  method: 'delete',
  path: '/admin/studio/curriculum/{courseId}/lessons/{lessonId}/file',
  audience: 'admin',
  tags,
  summary: "Takes the PDF off the lesson's draft",
  request: { params: lessonParams, query: lessonVersionQuerySchema },
  responses: lessonAnswer,
  errors: { 404: notFound, 409: conflict },
});

export const publishLesson = operation({
  method: 'post',
  path: '/admin/studio/curriculum/{courseId}/lessons/{lessonId}/publish',
  audience: 'admin',
  tags,
  summary: "Publishes the lesson's draft to students, keeping the version (audited)",
  request: { params: lessonParams, body: jsonBody(lessonVersionBodySchema) },
  responses: lessonAnswer,
  errors: {
    404: notFound,
    409: {
      codes: ['edit_conflict', 'nothing_to_publish', 'lesson_incomplete', 'video_not_ready'],
      description:
        'Another admin saved first (`details.currentVersion`), there is nothing to publish, the lesson is not complete, or its uploaded video is not ready (`details.state`: queued, processing, failed, cancelled).',
    },
  },
});

export const restoreLessonVersion = operation({
  method: 'post',
  path: '/admin/studio/curriculum/{courseId}/lessons/{lessonId}/restore',
  audience: 'admin',
  tags,
  summary: 'Makes a published version the draft again, to be published when ready (audited)',
  request: { params: lessonParams, body: jsonBody(restoreLessonSchema) },
  responses: lessonAnswer,
  errors: { 404: { codes: ['studio_item_not_found', 'lesson_version_not_found'], description: 'No such course or lesson, or the lesson has no published version with that number.' }, 409: conflict },
});
