import * as courseApi from '../../contracts/api/courses';
import { mount } from '../access/mount';
import { AppError } from '../errors';
import { createApiRouter } from '../http/api-router';
import { getCourse } from './get-course';
import { listCourses } from './list-courses';
import { movedCourseSlug } from './moved-course';

export function courseRoutes() {
  const router = createApiRouter();
  mount(router, courseApi.listCourses, async (c) => c.json(await listCourses(c.var.db, c.req.valid('query')), 200));
  mount(router, courseApi.getCourse, async (c) => {
    const slug = c.req.valid('param').slug;
    try {
      return c.json(await getCourse(c.var.db, slug), 200);
    } catch (error) {
      // An address the course had before its slug was changed answers a permanent redirect.
      const movedTo = error instanceof AppError && error.code === 'course_not_found' ? await movedCourseSlug(c.var.db, slug) : null;
      if (movedTo === null) throw error;
      return c.body(null, 301, { Location: `/api/courses/${encodeURIComponent(movedTo)}` });
    }
  });
  return router;
}
