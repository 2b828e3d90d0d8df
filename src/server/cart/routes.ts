import { createRoute, z } from '@hono/zod-openapi';
import { errorBodySchema } from '../../contracts/errors';
import { requireUser } from '../auth/guards';
import { createApiRouter } from '../http/api-router';

const countRoute = createRoute({
  method: 'get',
  path: '/cart/count',
  tags: ['Cart'],
  summary: "The number of courses in the signed-in user's cart (the header badge's coursesCount)",
  responses: {
    200: { description: 'The count', content: { 'application/json': { schema: z.object({ count: z.number().int() }) } } },
    401: { description: 'Not signed in (`unauthenticated`)', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

export function cartRoutes() {
  const router = createApiRouter();
  router.openapi(countRoute, async (c) => {
    await requireUser(c);
    // The cart itself arrives with the checkout work; until then every cart is empty.
    return c.json({ count: 0 }, 200);
  });
  return router;
}
