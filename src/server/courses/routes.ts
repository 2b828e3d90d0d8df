import { createRoute, z } from '@hono/zod-openapi';
import { courseDetailSchema, courseListSchema, courseQuerySchema, homeSchema } from '../../contracts/catalogue-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { createApiRouter } from '../http/api-router';
import { readOrMoved } from '../http/moved-address';
import { getHome } from '../home/get-home';
import { getCourse } from './get-course';
import { listCourses } from './list-courses';

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
    const answer = await readOrMoved(c.var.db, { kind: 'course', slug }, () => getCourse(c.var.db, slug));
    if ('location' in answer) return c.body(null, 301, { Location: answer.location });
    return c.json(answer.found, 200);
  });
  router.openapi(homeRoute, async (c) => c.json(await getHome(c.var.db), 200));
  return router;
}
