import * as api from '../../../contracts/api/studio-content';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';
import { createPost } from './create-post';
import { setPostDeleted } from './delete-post';
import { listStudioPosts } from './list-studio-posts';
import { loadStudioPost } from './load-studio-post';
import { setPostPublished } from './publish-post';
import { savePost } from './save-post';

export function postStudioRoutes() {
  const router = createApiRouter();
  mount(router, api.listPosts, async (c) => c.json({ posts: await listStudioPosts(c.var.db, c.req.valid('query')) }, 200));
  mount(router, api.createPost, async (c) => c.json(await createPost(c.var.db, actorOf(c), c.req.valid('json').title), 201));
  mount(router, api.getPost, async (c) => c.json(await loadStudioPost(c.var.db, c.req.valid('param').id), 200));
  mount(router, api.savePost, async (c) => c.json(await savePost(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  mount(router, api.publishPost, async (c) =>
    c.json(await setPostPublished(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, publish: true }), 200),
  );
  mount(router, api.unpublishPost, async (c) =>
    c.json(await setPostPublished(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, publish: false }), 200),
  );
  mount(router, api.deletePost, async (c) =>
    c.json(await setPostDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: true }), 200),
  );
  mount(router, api.restorePost, async (c) =>
    c.json(await setPostDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: false }), 200),
  );
  return router;
}
