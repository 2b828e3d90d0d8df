import * as courseApi from '../../contracts/api/courses';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { readOrMoved } from '../http/moved-address';
import { getCourse } from './get-course';
import { listCourses } from './list-courses';

export function courseRoutes() {
  const router = createApiRouter();
  mount(router, courseApi.listCourses, async (c) => c.json(await listCourses(c.var.db, c.req.valid('query')), 200));
  mount(router, courseApi.getCourse, async (c) => {
    const slug = c.req.valid('param').slug;
    // An address the course had before its slug was changed answers a permanent redirect.
    const answer = await readOrMoved(c.var.db, { kind: 'course', slug }, () => getCourse(c.var.db, slug));
    if ('location' in answer) return c.body(null, 301, { Location: answer.location });
    return c.json(answer.found, 200);
  });
  return router;
}
