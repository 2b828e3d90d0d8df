import { createRoute, z } from '@hono/zod-openapi';
import { resourceListSchema, resourceQuerySchema } from '../../contracts/catalogue-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { sessionUser } from '../auth/guards';
import { createApiRouter } from '../http/api-router';
import { attachmentDisposition } from './content-disposition';
import { downloadResource } from './download-resource';
import { listResources } from './list-resources';

const listRoute = createRoute({
  method: 'get',
  path: '/resources',
  tags: ['Resources'],
  summary: 'Downloadable files by paper (curriculum order), free files first; filter by `subject` (paper slug), `level`, `access`',
  request: { query: resourceQuerySchema },
  responses: {
    200: { description: 'The files', content: { 'application/json': { schema: resourceListSchema } } },
    400: { description: 'A query value is not valid (`validation_failed`)', content: { 'application/json': { schema: errorBodySchema } } },
    404: { description: 'No paper has that slug (`subject_not_found`)', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/resources/{slug}/download',
  tags: ['Resources'],
  summary: 'The file itself, as an attachment; enrolled-only files download for students with active access to their course',
  request: { params: z.object({ slug: z.string().min(1).max(160) }) },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
    403: {
      description: 'An enrolled-only file and no active access to its course (`resource_locked`); `details.course` is the course that unlocks it',
      content: { 'application/json': { schema: errorBodySchema } },
    },
    404: { description: 'No file has that slug (`resource_not_found`)', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

export function resourceRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json({ resources: await listResources(c.var.db, c.req.valid('query')) }, 200));
  router.openapi(downloadRoute, async (c) => {
    const user = await sessionUser(c);
    const file = await downloadResource(c.var.db, c.req.valid('param').slug, user?.id ?? null);
    return c.body(file.content, 200, {
      'Content-Type': file.mimeType,
      'Content-Disposition': attachmentDisposition(file.fileName),
      'Content-Length': String(file.content.byteLength),
    });
  });
  return router;
}
