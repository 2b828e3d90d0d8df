import * as resourceApi from '../../contracts/api/resources';
import { mount } from '../access/mount';
import { sessionUser } from '../auth/guards';
import { createApiRouter } from '../http/api-router';
import { attachmentDisposition } from './content-disposition';
import { downloadResource } from './download-resource';
import { listResources } from './list-resources';

export function resourceRoutes() {
  const router = createApiRouter();
  mount(router, resourceApi.listResources, async (c) => c.json({ resources: await listResources(c.var.db, c.req.valid('query')) }, 200));
  mount(router, resourceApi.downloadResource, async (c) => {
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
