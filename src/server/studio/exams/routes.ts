import { recordIdParams } from '../../../contracts/record-id-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import {
  availabilityQuerySchema,
  availabilitySchema,
  examCourseOptionsSchema,
  examInputSchema,
  examVersionSchema,
  publishExamSchema,
  savedExamSchema,
  studioExamListSchema,
  studioExamSchema,
  updateExamSchema,
} from '../../../contracts/studio-exam-schemas';
import { actorOf } from '../../access/admin-gate';
import { createApiRouter } from '../../http/api-router';
import { body, failure, json, refusals } from '../route-helpers';
import { paperAvailability } from './blueprint-availability';
import { createExam } from './create-exam';
import { examCourseOptions } from './exam-course-options';
import { deleteExam, restoreExam, setExamPublished } from './exam-state';
import { getStudioExam } from './get-studio-exam';
import { listStudioExams } from './list-studio-exams';
import { updateExam } from './update-exam';

const tags = ['Admin: studio'];
const idParams = recordIdParams;
const versioned = z.object({ version: z.number().int() });
const invalid = failure('`validation_failed`, `subject_not_found`, `question_area_invalid`, `exam_window_invalid`, `exam_courses_required`, `exam_questions_invalid` or `blueprint_rows_overlap`');
const notFound = failure('`studio_item_not_found`');

const listRoute = createRoute({
  method: 'get', path: '/admin/studio/exams', tags, summary: 'Every exam, drafts included (deleted ones with ?deleted=1)',
  request: { query: z.object({ deleted: z.enum(['0', '1']).optional() }) }, responses: { 200: json(studioExamListSchema, 'The exams'), ...refusals },
});
const coursesRoute = createRoute({ method: 'get', path: '/admin/studio/exams/courses', tags, summary: 'Courses an exam may be linked to', responses: { 200: json(examCourseOptionsSchema, 'The courses'), ...refusals } });
const availabilityRoute = createRoute({
  method: 'post', path: '/admin/studio/exams/availability', tags, summary: 'Whether the bank can fill a blueprint: needed against available, per row', request: body(availabilityQuerySchema),
  responses: { 200: json(availabilitySchema, 'Per row'), ...refusals, 404: failure('`subject_not_found`') },
});
const getRoute = createRoute({ method: 'get', path: '/admin/studio/exams/{id}', tags, summary: 'One exam for the builder', request: { params: idParams }, responses: { 200: json(studioExamSchema, 'The exam'), ...refusals, 404: notFound } });
const createExamRoute = createRoute({
  method: 'post', path: '/admin/studio/exams', tags, summary: 'A new exam, saved as a draft', request: body(examInputSchema),
  responses: { 201: json(savedExamSchema, 'Saved'), 400: invalid, ...refusals, 404: failure('`subject_not_found`') },
});
const updateRoute = createRoute({
  method: 'put', path: '/admin/studio/exams/{id}', tags, summary: 'Saves the builder over the version it loaded', request: { params: idParams, ...body(updateExamSchema) },
  responses: { 200: json(savedExamSchema, 'Saved'), 400: invalid, ...refusals, 404: notFound, 409: failure('`edit_conflict`, `slug_taken` or, for a published exam, `blueprint_unfillable`') },
});
const publishRoute = createRoute({
  method: 'post', path: '/admin/studio/exams/{id}/publish', tags, summary: 'Publishes or unpublishes an exam', request: { params: idParams, ...body(publishExamSchema) },
  responses: { 200: json(versioned, 'Saved'), 400: failure('`exam_questions_invalid`'), ...refusals, 404: notFound, 409: failure('`blueprint_unfillable` (details: rows) or `edit_conflict`') },
});
const deleteRoute = createRoute({
  method: 'post', path: '/admin/studio/exams/{id}/delete', tags, summary: 'Puts an exam aside (unpublished); its attempts and results keep working', request: { params: idParams, ...body(examVersionSchema) },
  responses: { 200: json(versioned, 'Deleted'), ...refusals, 404: notFound, 409: failure('`edit_conflict`') },
});
const restoreRoute = createRoute({
  method: 'post', path: '/admin/studio/exams/{id}/restore', tags, summary: 'Brings a deleted exam back as a draft', request: { params: idParams, ...body(examVersionSchema) },
  responses: { 200: json(versioned, 'Restored'), ...refusals, 404: notFound, 409: failure('`edit_conflict`') },
});

/** The exam builder's API. */
export function examStudioRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json(await listStudioExams(c.var.db, c.req.valid('query').deleted === '1'), 200));
  router.openapi(coursesRoute, async (c) => c.json(await examCourseOptions(c.var.db), 200));
  router.openapi(availabilityRoute, async (c) => {
    const input = c.req.valid('json');
    return c.json(await paperAvailability(c.var.db, input.paper, input.blueprint), 200);
  });
  router.openapi(getRoute, async (c) => c.json(await getStudioExam(c.var.db, c.req.valid('param').id), 200));
  router.openapi(createExamRoute, async (c) => c.json(await createExam(c.var.services, actorOf(c), c.req.valid('json')), 201));
  router.openapi(updateRoute, async (c) => c.json(await updateExam(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  router.openapi(publishRoute, async (c) => {
    const input = c.req.valid('json');
    return c.json(await setExamPublished(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, published: input.published, version: input.version }), 200);
  });
  router.openapi(deleteRoute, async (c) => c.json(await deleteExam(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version }), 200));
  router.openapi(restoreRoute, async (c) => c.json(await restoreExam(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version }), 200));
  return router;
}
