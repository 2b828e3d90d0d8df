import { createRoute, z } from '@hono/zod-openapi';
import { courseDetailSchema, courseListSchema, courseQuerySchema, homeSchema } from '../../contracts/catalogue-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { AppError } from '../errors';
import { createApiRouter } from '../http/api-router';
import { getHome } from '../home/get-home';
import { getCourse } from './get-course';
import { listCourses } from './list-courses';
import { movedCourseSlug } from './moved-course';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const problem = (description: string) => json(errorBodySchema, description);

const listRoute = createRoute({
  method: 'get',
  path: '/courses',
  tags: ['Courses'],
  summary: 'Published courses: search, filter by paper, level, mentor, free/paid and price; sort; page; counts per filter value',
  request: { query: courseQuerySchema },
  responses: {
    200: json(courseListSchema, 'One page of courses with the filter counts'),
    400: problem('A query value is not valid, or the lowest price is above the highest (`validation_failed`)'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/courses/{slug}',
  tags: ['Courses'],
  summary: 'A published course with its curriculum outline, mentors and related courses',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: json(courseDetailSchema, 'The course'),
    301: { description: 'The course moved to a new address (Location: its API address); the web app shows it at its new page address' },
    404: problem('No published course has that slug (`course_not_found`)'),
  },
});

const homeRoute = createRoute({
  method: 'get',
  path: '/home',
  tags: ['Courses'],
  summary: 'The home page: featured courses, mentors, latest posts and figures',
  responses: { 200: json(homeSchema, 'The home page content') },
});

export function courseRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json(await listCourses(c.var.db, c.req.valid('query')), 200));
  router.openapi(getRoute, async (c) => {
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
  router.openapi(homeRoute, async (c) => c.json(await getHome(c.var.db), 200));
  return router;
}
