import * as resourceApi from '../../contracts/api/resources';
import { mount } from '../access/mount';
import { sessionUser } from '../auth/guards';
import { createApiRouter } from '../http/api-router';
import { attachmentDisposition } from './content-disposition';
import { downloadResource } from './download-resource';
import { keptFileResponse } from '../storage/kept-files';
import { listResources } from './list-resources';

export function resourceRoutes() {
  const router = createApiRouter();
  mount(router, resourceApi.listResources, async (c) => c.json({ resources: await listResources(c.var.db, c.req.valid('query')) }, 200));
  mount(router, resourceApi.downloadResource, async (c) => {
    const user = await sessionUser(c);
    const download = await downloadResource(c.var.db, c.req.valid('param').slug, user?.id ?? null);
    const headers = { 'Content-Type': download.mimeType, 'Content-Disposition': attachmentDisposition(download.fileName) };
    const answer = await keptFileResponse(c.var.services.storage, download.file, { range: c.req.header('range'), headers });
    // Every resource has a file: a row without one is a fault, not a missing resource.
    if (!answer) throw new Error(`Resource ${c.req.valid('param').slug} has no file`);
    return answer;
  });
  return router;
}
