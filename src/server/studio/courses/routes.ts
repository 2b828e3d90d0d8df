import * as api from '../../../contracts/api/studio-courses';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';
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

/** The course editor's API (behind the admin gate). */
export function courseStudioRoutes() {
  const router = createApiRouter();
  mount(router, api.listStudioCourses, async (c) => c.json({ courses: await listStudioCourses(c.var.db, c.req.valid('query')) }, 200));
  // Before /courses/{id}, which would otherwise take "options" for an id.
  mount(router, api.courseOptions, async (c) => c.json(await courseOptions(c.var.db), 200));
  mount(router, api.previewCourse, async (c) => c.json(await previewCourse(c.var.db, c.req.valid('param').slug), 200));
  mount(router, api.createCourse, async (c) => c.json(await createCourse(c.var.db, actorOf(c), c.req.valid('json')), 201));
  mount(router, api.getStudioCourse, async (c) => c.json(await loadStudioCourse(c.var.db, c.req.valid('param').id), 200));
  mount(router, api.saveCourse, async (c) => c.json(await saveCourse(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  mount(router, api.duplicateCourse, async (c) => c.json(await duplicateCourse(c.var.services, actorOf(c), c.req.valid('param').id), 201));
  mount(router, api.coursePreviewCover, async (c) => {
    const svg = await coverPreview(c.var.db, c.req.valid('param').id, c.req.valid('query'));
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
  mount(router, api.publishCourse, async (c) =>
    c.json(await setCoursePublished(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, publish: true }), 200),
  );
  mount(router, api.unpublishCourse, async (c) =>
    c.json(await setCoursePublished(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, publish: false }), 200),
  );
  mount(router, api.deleteCourse, async (c) =>
    c.json(await setCourseDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: true }), 200),
  );
  mount(router, api.restoreCourse, async (c) =>
    c.json(await setCourseDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: false }), 200),
  );
  return router;
}
