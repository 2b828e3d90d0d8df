import { createRoute } from '@hono/zod-openapi';
import { mentorListQuerySchema, newMentorSchema, saveMentorSchema, studioIdParams, studioMentorListSchema, studioMentorSchema } from '../../../contracts/studio-content-schemas';
import { actorOf } from '../../access/admin-gate';
import { createApiRouter } from '../../http/api-router';
import { actionRoute } from '../content/action-route';
import { body, failure, json, refusals } from '../route-helpers';
import { createMentor } from './create-mentor';
import { setMentorDeleted } from './delete-mentor';
import { listStudioMentors } from './list-studio-mentors';
import { loadStudioMentor } from './load-studio-mentor';
import { saveMentor } from './save-mentor';

const tags = ['Admin: studio'];
const invalid = { 400: failure('A field is not valid (`validation_failed`, `studio_link_not_found`)') };

const listRoute = createRoute({ method: 'get', path: '/admin/studio/mentors', tags, summary: 'Mentors in their set order, with their course counts', request: { query: mentorListQuerySchema }, responses: { 200: json(studioMentorListSchema, 'The mentors'), ...invalid, ...refusals } });
const createMentorRoute = createRoute({ method: 'post', path: '/admin/studio/mentors', tags, summary: 'Adds a mentor by name', request: body(newMentorSchema), responses: { 201: json(studioMentorSchema, 'The mentor'), ...invalid, ...refusals } });
const getRoute = createRoute({ method: 'get', path: '/admin/studio/mentors/{id}', tags, summary: 'One mentor as the editor reads it', request: { params: studioIdParams }, responses: { 200: json(studioMentorSchema, 'The mentor'), ...refusals, 404: failure('`studio_item_not_found`') } });
const saveRoute = createRoute({
  method: 'put',
  path: '/admin/studio/mentors/{id}',
  tags,
  summary: 'Saves every field of a mentor from the version the editor loaded',
  request: { params: studioIdParams, ...body(saveMentorSchema) },
  responses: { 200: json(studioMentorSchema, 'The saved mentor'), ...invalid, ...refusals, 404: failure('`studio_item_not_found`'), 409: failure('`edit_conflict`, `slug_taken`') },
});
const deleteRoute = actionRoute('mentors', 'delete', 'Deletes a mentor softly; refused while they teach a course', studioMentorSchema, ', `mentor_has_courses`');
const restoreRoute = actionRoute('mentors', 'restore', 'Restores a deleted mentor', studioMentorSchema);

export function mentorStudioRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json({ mentors: await listStudioMentors(c.var.db, c.req.valid('query').status) }, 200));
  router.openapi(createMentorRoute, async (c) => c.json(await createMentor(c.var.services, actorOf(c), c.req.valid('json').name), 201));
  router.openapi(getRoute, async (c) => c.json(await loadStudioMentor(c.var.db, c.req.valid('param').id), 200));
  router.openapi(saveRoute, async (c) => c.json(await saveMentor(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  router.openapi(deleteRoute, async (c) => c.json(await setMentorDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: true }), 200));
  router.openapi(restoreRoute, async (c) => c.json(await setMentorDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: false }), 200));
  return router;
}
