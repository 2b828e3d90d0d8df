import { createRoute, z } from '@hono/zod-openapi';
import { errorBodySchema } from '../../contracts/errors';
import { createApiRouter } from '../http/api-router';
import { getCourseCover } from './get-course-cover';
import { getMentorPortrait } from './get-mentor-portrait';
import { getPostCover } from './get-post-cover';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';

/** The last segment is "<slug>.svg"; the slug is what the handler looks up. */
const fileParam = z.object({
  file: z
    .string()
    .max(200)
    .regex(/^[^/]+\.svg$/, 'The image address ends in .svg')
    .transform((file) => file.slice(0, -'.svg'.length)),
});

function imageRoute(folder: string, what: string) {
  return createRoute({
    method: 'get',
    path: `/images/${folder}/{file}`,
    tags: ['Images'],
    summary: `The generated SVG ${what}`,
    request: { params: fileParam },
    responses: {
      200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } },
      400: { description: 'The address does not end in .svg (`validation_failed`)', content: { 'application/json': { schema: errorBodySchema } } },
      404: { description: 'Nothing published has that slug (`image_not_found`)', content: { 'application/json': { schema: errorBodySchema } } },
    },
  });
}

export function imageRoutes() {
  const router = createApiRouter();
  const kinds = [
    { route: imageRoute('courses', 'cover of a published course (640x360)'), draw: getCourseCover },
    { route: imageRoute('mentors', 'portrait of a mentor (400x400)'), draw: getMentorPortrait },
    { route: imageRoute('posts', 'cover of a published blog post (800x420)'), draw: getPostCover },
  ];
  for (const { route, draw } of kinds) {
    router.openapi(route, async (c) => {
      const svg = await draw(c.var.db, c.req.valid('param').file);
      return c.body(svg, 200, { 'Content-Type': SVG_TYPE });
    });
  }
  return router;
}
