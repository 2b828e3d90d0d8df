import { createRoute } from '@hono/zod-openapi';
import {
  newPostSchema,
  postListQuerySchema,
  savePostSchema,
  studioIdParams,
  studioPostListSchema,
  studioPostSchema,
  versionBodySchema,
} from '../../../contracts/studio-content-schemas';
import { actorOf } from '../../access/admin-gate';
import { createApiRouter } from '../../http/api-router';
import { body, failure, json, refusals } from '../route-helpers';
import { createPost } from './create-post';
import { setPostDeleted } from './delete-post';
import { listStudioPosts } from './list-studio-posts';
import { loadStudioPost } from './load-studio-post';
import { setPostPublished } from './publish-post';
import { savePost } from './save-post';

const tags = ['Admin: studio'];
const invalid = { 400: failure('A field is not valid (`validation_failed`, `studio_link_not_found`)') };
const notFound = { 404: failure('`studio_item_not_found`') };
const conflict = (codes = '') => ({ 409: failure(`\`edit_conflict\`${codes}`) });

const listRoute = createRoute({ method: 'get', path: '/admin/studio/posts', tags, summary: 'Blog posts for the studio (drafts too), filtered by status and search words', request: { query: postListQuerySchema }, responses: { 200: json(studioPostListSchema, 'The posts'), ...invalid, ...refusals } });
const createPostRoute = createRoute({ method: 'post', path: '/admin/studio/posts', tags, summary: 'Starts a draft post from a title', request: body(newPostSchema), responses: { 201: json(studioPostSchema, 'The draft'), ...invalid, ...refusals } });
const getRoute = createRoute({ method: 'get', path: '/admin/studio/posts/{id}', tags, summary: 'One post as the editor reads it', request: { params: studioIdParams }, responses: { 200: json(studioPostSchema, 'The post'), ...refusals, ...notFound } });
const saveRoute = createRoute({
  method: 'put',
  path: '/admin/studio/posts/{id}',
  tags,
  summary: 'Saves every field of a post from the version the editor loaded',
  request: { params: studioIdParams, ...body(savePostSchema) },
  responses: { 200: json(studioPostSchema, 'The saved post'), ...invalid, ...refusals, ...notFound, ...conflict(', `slug_taken`') },
});
const action = (verb: string, summary: string, codes = '') =>
  createRoute({
    method: 'post',
    path: `/admin/studio/posts/{id}/${verb}`,
    tags,
    summary,
    request: { params: studioIdParams, ...body(versionBodySchema) },
    responses: { 200: json(studioPostSchema, 'The post'), ...invalid, ...refusals, ...notFound, ...conflict(codes) },
  });

export function postStudioRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json({ posts: await listStudioPosts(c.var.db, c.req.valid('query')) }, 200));
  router.openapi(createPostRoute, async (c) => c.json(await createPost(c.var.db, actorOf(c), c.req.valid('json').title), 201));
  router.openapi(getRoute, async (c) => c.json(await loadStudioPost(c.var.db, c.req.valid('param').id), 200));
  router.openapi(saveRoute, async (c) => c.json(await savePost(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  const toggles = [
    { route: action('publish', 'Publishes a post (the first time sets its date)', ', `publish_incomplete`'), run: (id: number, v: number, c: Parameters<typeof actorOf>[0]) => setPostPublished(c.var.services, { actor: actorOf(c), id, version: v, publish: true }) },
    { route: action('unpublish', 'Takes a post off the blog, keeping it as a draft'), run: (id: number, v: number, c: Parameters<typeof actorOf>[0]) => setPostPublished(c.var.services, { actor: actorOf(c), id, version: v, publish: false }) },
    { route: action('delete', 'Deletes a post softly (unpublished, kept, can be restored)'), run: (id: number, v: number, c: Parameters<typeof actorOf>[0]) => setPostDeleted(c.var.services, { actor: actorOf(c), id, version: v, deleted: true }) },
    { route: action('restore', 'Restores a deleted post as a draft'), run: (id: number, v: number, c: Parameters<typeof actorOf>[0]) => setPostDeleted(c.var.services, { actor: actorOf(c), id, version: v, deleted: false }) },
  ];
  for (const { route, run } of toggles) {
    router.openapi(route, async (c) => c.json(await run(c.req.valid('param').id, c.req.valid('json').version, c), 200));
  }
  return router;
}
