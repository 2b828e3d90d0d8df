import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  newResourceQuerySchema,
  replaceFileQuerySchema,
  RESOURCE_MAX_BYTES,
  resourceListQuerySchema,
  saveResourceSchema,
  studioIdParams,
  studioResourceListSchema,
  studioResourceSchema,
} from '../../../contracts/studio-content-schemas';
import { actorOf } from '../../access/admin-gate';
import { AppError } from '../../errors';
import { createApiRouter } from '../../http/api-router';
import { actionRoute } from '../content/action-route';
import { body, failure, json, refusals } from '../route-helpers';
import { createResource } from './create-resource';
import { setResourceDeleted } from './delete-resource';
import { listStudioResources, loadStudioResource } from './load-studio-resource';
import { replaceResourceFile, saveResource } from './save-resource';

const tags = ['Admin: studio'];
const invalid = { 400: failure('A field is not valid (`validation_failed`, `studio_link_not_found`)') };
const notFound = { 404: failure('`studio_item_not_found`') };
const fileLimit = bodyLimit({
  maxSize: RESOURCE_MAX_BYTES,
  onError: () => {
    throw new AppError('file_too_large');
  },
});
const binary = { schema: { type: 'string' as const, format: 'binary' } };
const fileBody = { required: true, content: { 'application/octet-stream': binary, 'application/pdf': binary, 'image/png': binary, 'image/jpeg': binary } };
const fileRefusals = { 413: failure('`file_too_large`'), 415: failure('`file_type_not_allowed`') };

const listRoute = createRoute({ method: 'get', path: '/admin/studio/resources', tags, summary: 'Downloadable files (without their bytes)', request: { query: resourceListQuerySchema }, responses: { 200: json(studioResourceListSchema, 'The files'), ...invalid, ...refusals } });
const createResourceRoute = createRoute({
  method: 'post',
  path: '/admin/studio/resources',
  tags,
  summary: 'Uploads a new file (PDF, XLSX, DOCX, PNG or JPEG by its bytes, up to 20 MB) as the body, with what it is in the query',
  middleware: [fileLimit] as const,
  request: { query: newResourceQuerySchema, body: fileBody },
  responses: { 201: json(studioResourceSchema, 'The file'), ...invalid, ...refusals, ...fileRefusals },
});
const getRoute = createRoute({ method: 'get', path: '/admin/studio/resources/{id}', tags, summary: 'One file as the editor reads it', request: { params: studioIdParams }, responses: { 200: json(studioResourceSchema, 'The file'), ...refusals, ...notFound } });
const saveRoute = createRoute({
  method: 'put',
  path: '/admin/studio/resources/{id}',
  tags,
  summary: "Saves a file's title, description, paper and access from the version the editor loaded",
  request: { params: studioIdParams, ...body(saveResourceSchema) },
  responses: { 200: json(studioResourceSchema, 'The saved file'), ...invalid, ...refusals, ...notFound, 409: failure('`edit_conflict`') },
});
const replaceRoute = createRoute({
  method: 'put',
  path: '/admin/studio/resources/{id}/file',
  tags,
  summary: 'Replaces the file itself (same download address), from the version the editor loaded',
  middleware: [fileLimit] as const,
  request: { params: studioIdParams, query: replaceFileQuerySchema, body: fileBody },
  responses: { 200: json(studioResourceSchema, 'The file'), ...invalid, ...refusals, ...notFound, 409: failure('`edit_conflict`'), ...fileRefusals },
});
const deleteRoute = actionRoute('resources', 'delete', 'Takes a file off the site (kept, can be restored)', studioResourceSchema);
const restoreRoute = actionRoute('resources', 'restore', 'Puts a deleted file back', studioResourceSchema);

const bytesOf = async (c: { req: { arrayBuffer: () => Promise<ArrayBuffer> } }) => new Uint8Array(await c.req.arrayBuffer());

export function resourceStudioRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json({ resources: await listStudioResources(c.var.db, c.req.valid('query').status) }, 200));
  router.openapi(createResourceRoute, async (c) => c.json(await createResource(c.var.services, { actor: actorOf(c), query: c.req.valid('query'), bytes: await bytesOf(c) }), 201));
  router.openapi(getRoute, async (c) => c.json(await loadStudioResource(c.var.db, c.req.valid('param').id), 200));
  router.openapi(saveRoute, async (c) => c.json(await saveResource(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  router.openapi(replaceRoute, async (c) => {
    const { fileName, version } = c.req.valid('query');
    return c.json(await replaceResourceFile(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version, fileName, bytes: await bytesOf(c) }), 200);
  });
  router.openapi(deleteRoute, async (c) => c.json(await setResourceDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: true }), 200));
  router.openapi(restoreRoute, async (c) => c.json(await setResourceDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: false }), 200));
  return router;
}
