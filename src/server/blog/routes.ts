import { createRoute, z } from '@hono/zod-openapi';
import { blogSidebarSchema, postDetailSchema, postListSchema, postQuerySchema } from '../../contracts/catalogue-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { createApiRouter } from '../http/api-router';
import { readOrMoved } from '../http/moved-address';
import { getBlogSidebar } from './get-blog-sidebar';
import { getPost } from './get-post';
import { listPosts } from './list-posts';

const errorContent = { 'application/json': { schema: errorBodySchema } };

const listRoute = createRoute({
  method: 'get',
  path: '/posts',
  tags: ['Blog'],
  summary: 'Published posts, newest first, filtered by search words, category, tag or paper, one page at a time',
  request: { query: postQuerySchema },
  responses: {
    200: { description: 'One page of posts and the total', content: { 'application/json': { schema: postListSchema } } },
    400: { description: 'A query value is not valid (`validation_failed`)', content: errorContent },
  },
});

const sidebarRoute = createRoute({
  method: 'get',
  path: '/posts/sidebar',
  tags: ['Blog'],
  summary: 'Categories and tags with their post counts (tags within `category` when given), and the latest posts',
  request: { query: z.object({ category: z.string().trim().min(1).max(80).optional() }) },
  responses: {
    200: { description: 'The blog sidebar', content: { 'application/json': { schema: blogSidebarSchema } } },
    400: { description: 'A query value is not valid (`validation_failed`)', content: errorContent },
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/posts/{slug}',
  tags: ['Blog'],
  summary: 'One published post with its body, author, neighbours and related posts',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: { description: 'The post', content: { 'application/json': { schema: postDetailSchema } } },
    301: { description: 'The post moved to a new address (Location: its API address); the web app shows the post at its new page address' },
    404: { description: 'No published post has that slug (`post_not_found`)', content: errorContent },
  },
});

export function blogRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json(await listPosts(c.var.db, c.req.valid('query')), 200));
  // Before /posts/{slug}, which would otherwise take "sidebar" for a slug.
  router.openapi(sidebarRoute, async (c) => c.json(await getBlogSidebar(c.var.db, { category: c.req.valid('query').category }), 200));
  router.openapi(getRoute, async (c) => {
    const slug = c.req.valid('param').slug;
    const answer = await readOrMoved(c.var.db, { kind: 'post', slug }, () => getPost(c.var.db, slug));
    if ('location' in answer) return c.body(null, 301, { Location: answer.location });
    return c.json(answer.found, 200);
  });
  return router;
}
