import { createRoute, z } from '@hono/zod-openapi';
import { instructorDetailSchema, instructorListSchema, mentorQuerySchema } from '../../contracts/catalogue-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { createApiRouter } from '../http/api-router';
import { readOrMoved } from '../http/moved-address';
import { getMentor } from './get-mentor';
import { listMentors } from './list-mentors';

const listRoute = createRoute({
  method: 'get',
  path: '/mentors',
  tags: ['Mentors'],
  summary: 'The mentors in their set order; `subject` (a paper slug) or `level` keeps those who teach it',
  request: { query: mentorQuerySchema },
  responses: {
    200: { description: 'The mentors', content: { 'application/json': { schema: instructorListSchema } } },
    400: { description: 'A query value is not valid (`validation_failed`)', content: { 'application/json': { schema: errorBodySchema } } },
    404: { description: 'No paper has that slug (`subject_not_found`)', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/mentors/{slug}',
  tags: ['Mentors'],
  summary: 'One mentor: profile, links, published courses and posts (newest first)',
  request: { params: z.object({ slug: z.string().min(1).max(120) }) },
  responses: {
    200: { description: 'The mentor', content: { 'application/json': { schema: instructorDetailSchema } } },
    301: { description: 'The mentor moved to a new address (Location: its API address); the web app shows the profile at its new page address' },
    404: { description: 'No mentor has that slug (`mentor_not_found`)', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

export function mentorRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json({ instructors: await listMentors(c.var.db, c.req.valid('query')) }, 200));
  router.openapi(getRoute, async (c) => {
    const slug = c.req.valid('param').slug;
    const answer = await readOrMoved(c.var.db, { kind: 'mentor', slug }, () => getMentor(c.var.db, slug));
    if ('location' in answer) return c.body(null, 301, { Location: answer.location });
    return c.json(answer.found, 200);
  });
  return router;
}
