import { bodyLimit } from 'hono/body-limit';
import * as api from '../../../contracts/api/studio-files';
import { RESOURCE_MAX_BYTES } from '../../../contracts/studio-content-schemas';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { AppError } from '../../errors';
import { createApiRouter } from '../../http/api-router';
import { createResource } from './create-resource';
import { setResourceDeleted } from './delete-resource';
import { listStudioResources, loadStudioResource } from './load-studio-resource';
import { replaceResourceFile, saveResource } from './save-resource';

/** A file's bytes are counted as they stream in and cut off at the limit (the API's own cap leaves upload routes to this). */
const fileLimit = bodyLimit({
  maxSize: RESOURCE_MAX_BYTES,
  onError: () => {
    throw new AppError('file_too_large');
  },
});

const bytesOf = async (c: { req: { arrayBuffer: () => Promise<ArrayBuffer> } }) => new Uint8Array(await c.req.arrayBuffer());

export function resourceStudioRoutes() {
  const router = createApiRouter();
  mount(router, api.listResources, async (c) => c.json({ resources: await listStudioResources(c.var.db, c.req.valid('query').status) }, 200));
  mount(router, api.createResource, async (c) => c.json(await createResource(c.var.services, { actor: actorOf(c), query: c.req.valid('query'), bytes: await bytesOf(c) }), 201), fileLimit);
  mount(router, api.getResource, async (c) => c.json(await loadStudioResource(c.var.db, c.req.valid('param').id), 200));
  mount(router, api.saveResource, async (c) => c.json(await saveResource(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  mount(
    router,
    api.replaceResourceFile,
    async (c) => {
      const { fileName, version } = c.req.valid('query');
      return c.json(await replaceResourceFile(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version, fileName, bytes: await bytesOf(c) }), 200);
    },
    fileLimit,
  );
  mount(router, api.deleteResource, async (c) =>
    c.json(await setResourceDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: true }), 200),
  );
  mount(router, api.restoreResource, async (c) =>
    c.json(await setResourceDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: false }), 200),
  );
  return router;
}
