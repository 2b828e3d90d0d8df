import * as blogApi from '../../contracts/api/blog';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { readOrMoved } from '../http/moved-address';
import { getBlogSidebar } from './get-blog-sidebar';
import { getPost } from './get-post';
import { listPosts } from './list-posts';

export function blogRoutes() {
  const router = createApiRouter();
  mount(router, blogApi.listPosts, async (c) => c.json(await listPosts(c.var.db, c.req.valid('query')), 200));
  // Before /posts/{slug}, which would otherwise take "sidebar" for a slug.
  mount(router, blogApi.getBlogSidebar, async (c) => c.json(await getBlogSidebar(c.var.db, { category: c.req.valid('query').category }), 200));
  mount(router, blogApi.getPost, async (c) => {
    const slug = c.req.valid('param').slug;
    const answer = await readOrMoved(c.var.db, { kind: 'post', slug }, () => getPost(c.var.db, slug));
    if ('location' in answer) return c.body(null, 301, { Location: answer.location });
    return c.json(answer.found, 200);
  });
  return router;
}
