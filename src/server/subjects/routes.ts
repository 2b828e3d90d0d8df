import { createRoute, z } from '@hono/zod-openapi';
import { errorBodySchema } from '../../contracts/errors';
import { subjectListSchema, subjectSchema } from '../../contracts/subject-schemas';
import { createApiRouter } from '../http/api-router';
import { getSubject } from './get-subject';
import { listSubjects } from './list-subjects';

const listRoute = createRoute({
  method: 'get',
  path: '/subjects',
  tags: ['Subjects'],
  summary: 'The exam papers in curriculum order, with their exam facts and syllabus areas',
  responses: {
    200: { description: 'All papers', content: { 'application/json': { schema: subjectListSchema } } },
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/subjects/{name}',
  tags: ['Subjects'],
  summary: 'One exam paper by its name (as in its page path) or slug',
  request: { params: z.object({ name: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The paper', content: { 'application/json': { schema: subjectSchema } } },
    404: { description: 'No paper has that name (`subject_not_found`)', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

export function subjectRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json({ subjects: await listSubjects(c.var.db) }, 200));
  router.openapi(getRoute, async (c) => c.json(await getSubject(c.var.db, c.req.valid('param').name), 200));
  return router;
}
