import { createRoute, z } from '@hono/zod-openapi';
import { createApiRouter } from '../http/api-router';
import { getVerificationStatus } from './get-verification-status';

const statusRoute = createRoute({
  method: 'get',
  path: '/account/verification-status',
  tags: ['Account'],
  summary: 'Whether a just-created account has verified its email (by the id sign-up returned)',
  request: { query: z.object({ user: z.string().uuid() }) },
  responses: { 200: { description: 'The status', content: { 'application/json': { schema: z.object({ verified: z.boolean() }) } } } },
});

export function accountRoutes() {
  const router = createApiRouter();
  router.openapi(statusRoute, async (c) => c.json(await getVerificationStatus(c.var.db, c.req.valid('query').user), 200));
  return router;
}
