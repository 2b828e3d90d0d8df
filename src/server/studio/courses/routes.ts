import { createRoute, z } from '@hono/zod-openapi';
import { courseDetailSchema } from '../../../contracts/catalogue-schemas';
import {
  courseIdParams,
  courseListQuerySchema,
  courseOptionsSchema,
  courseVersionBodySchema,
  coverPreviewQuerySchema,
  newCourseSchema,
  saveCourseSchema,
  studioCourseListSchema,
  studioCourseSchema,
} from '../../../contracts/studio-course-schemas';
import { actorOf } from '../../access/admin-gate';
import { createApiRouter } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { body, failure, json, refusals } from '../route-helpers';
import { courseOptions } from './course-options';
import { coverPreview } from './cover-preview';
import { createCourse } from './create-course';
import { setCourseDeleted } from './delete-course';
import { duplicateCourse } from './duplicate-course';
import { listStudioCourses } from './list-studio-courses';
import { loadStudioCourse } from './load-studio-course';
import { previewCourse } from './preview-course';
import { setCoursePublished } from './publish-course';
import { saveCourse } from './save-course';
import type { Context } from 'hono';

const tags = ['Admin: studio'];
const invalid = (codes = '') => ({ 400: failure(`A field is not valid (\`validation_failed\` with details naming each field${codes})`) });
const notFound = { 404: failure('`studio_item_not_found`') };
const conflict = (codes = '') => ({ 409: failure(`\`edit_conflict\` (details: the current version)${codes}`) });
const item = (description: string) => json(studioCourseSchema, description);

const listRoute = createRoute({ method: 'get', path: '/admin/studio/courses', tags, summary: 'Courses for the studio: drafts and published (or the deleted ones), by title words, paper and status, latest updated first', request: { query: courseListQuerySchema }, responses: { 200: json(studioCourseListSchema, 'The courses'), ...invalid(), ...refusals } });
const optionsRoute = createRoute({ method: 'get', path: '/admin/studio/courses/options', tags, summary: 'The papers and mentors a course can be given', responses: { 200: json(courseOptionsSchema, 'The choices'), ...refusals } });
const createCourseRoute = createRoute({ method: 'post', path: '/admin/studio/courses', tags, summary: 'Starts a draft course of a paper from its title (the slug is made from the title)', request: body(newCourseSchema), responses: { 201: item('The draft'), ...invalid(', `studio_link_not_found`'), ...refusals } });
const getRoute = createRoute({ method: 'get', path: '/admin/studio/courses/{id}', tags, summary: 'One course as the editor reads it (every field and its version)', request: { params: courseIdParams }, responses: { 200: item('The course'), ...invalid(), ...refusals, ...notFound } });
const saveRoute = createRoute({
  method: 'put',
  path: '/admin/studio/courses/{id}',
  tags,
  summary: 'Saves every catalogue field of a course from the version the editor loaded; a published course changes on the site at once, and a changed slug keeps the old address as a permanent redirect',
  request: { params: courseIdParams, ...body(saveCourseSchema) },
  responses: { 200: item('The saved course'), ...invalid(', `studio_link_not_found`'), ...refusals, ...notFound, ...conflict(', `slug_taken`') },
});
const duplicateRoute = createRoute({ method: 'post', path: '/admin/studio/courses/{id}/duplicate', tags, summary: 'Copies a course as a new draft ("Copy of …") with its sections and lessons', request: { params: courseIdParams }, responses: { 201: item('The copy'), ...invalid(), ...refusals, ...notFound } });
const coverRoute = createRoute({
  method: 'get',
  path: '/admin/studio/courses/{id}/cover',
  tags,
  summary: "A course's generated cover (drafts too), optionally with another theme or title to try before saving",
  request: { params: courseIdParams, query: coverPreviewQuerySchema },
  responses: { 200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } }, ...invalid(), ...refusals, ...notFound },
});
const previewRoute = createRoute({
  method: 'get',
  path: '/admin/studio/courses/preview/{slug}',
  tags,
  summary: 'View as a student: the course page as students will see it, drafts included (admins only)',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: { 200: json(courseDetailSchema.extend({ previewOf: z.number().int() }), 'The course page'), ...invalid(), ...refusals, 404: failure('No course that is not deleted has that slug (`course_not_found`)') },
});
const action = (verb: string, summary: string, codes = '') =>
  createRoute({
    method: 'post',
    path: `/admin/studio/courses/{id}/${verb}`,
    tags,
    summary,
    request: { params: courseIdParams, ...body(courseVersionBodySchema) },
    responses: { 200: item('The course'), ...invalid(), ...refusals, ...notFound, ...conflict(codes) },
  });

type Run = (c: Context<AppEnv>, id: number, version: number) => ReturnType<typeof setCoursePublished>;
const toggles: { route: ReturnType<typeof action>; run: Run }[] = [
  { route: action('publish', 'Publishes a course: it needs a summary, a published lesson and a price that can be charged', ', `course_not_ready` (details: what is missing)'), run: (c, id, v) => setCoursePublished(c.var.services, { actor: actorOf(c), id, version: v, publish: true }) },
  { route: action('unpublish', 'Takes a course out of the catalogue as a draft; enrolled students keep it'), run: (c, id, v) => setCoursePublished(c.var.services, { actor: actorOf(c), id, version: v, publish: false }) },
  { route: action('delete', 'Deletes a course softly (unpublished, kept, can be restored); refused while students have access', ', `has_students`'), run: (c, id, v) => setCourseDeleted(c.var.services, { actor: actorOf(c), id, version: v, deleted: true }) },
  { route: action('restore', 'Restores a deleted course as a draft'), run: (c, id, v) => setCourseDeleted(c.var.services, { actor: actorOf(c), id, version: v, deleted: false }) },
];

/** The course editor's API (behind the studio's admin gate). */
export function courseStudioRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json({ courses: await listStudioCourses(c.var.db, c.req.valid('query')) }, 200));
  // Before /courses/{id}, which would otherwise take "options" for an id.
  router.openapi(optionsRoute, async (c) => c.json(await courseOptions(c.var.db), 200));
  router.openapi(previewRoute, async (c) => c.json(await previewCourse(c.var.db, c.req.valid('param').slug), 200));
  router.openapi(createCourseRoute, async (c) => c.json(await createCourse(c.var.db, actorOf(c), c.req.valid('json')), 201));
  router.openapi(getRoute, async (c) => c.json(await loadStudioCourse(c.var.db, c.req.valid('param').id), 200));
  router.openapi(saveRoute, async (c) => c.json(await saveCourse(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  router.openapi(duplicateRoute, async (c) => c.json(await duplicateCourse(c.var.services, actorOf(c), c.req.valid('param').id), 201));
  router.openapi(coverRoute, async (c) => {
    const svg = await coverPreview(c.var.db, c.req.valid('param').id, c.req.valid('query'));
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
  for (const { route, run } of toggles) {
    router.openapi(route, async (c) => c.json(await run(c, c.req.valid('param').id, c.req.valid('json').version), 200));
  }
  return router;
}
