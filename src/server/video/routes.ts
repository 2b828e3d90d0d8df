import type { Context } from 'hono';
import * as videoApi from '../../contracts/api/video';
import { mount } from '../access/mount';
import type { AppEnv } from '../http/app-env';
import { createApiRouter } from '../http/api-router';
import { serveMediaFile } from './serve-media-file';

/**
 * Hosted video files through signed addresses. The token in the address is
 * the access (made by the lesson's playback operation after the lesson's
 * check), so these operations read no session: one HMAC, one cached lookup
 * and the file, which keeps a segment close to a static file server's cost.
 * Hono answers HEAD from these GET routes (serveMediaFile opens no file for it).
 */
export function videoRoutes() {
  const router = createApiRouter();
  const serve = (c: Context<AppEnv>, params: { token: string; folder?: string; file: string }) =>
    serveMediaFile(c.var.services, { ...params, range: c.req.header('range'), head: c.req.method === 'HEAD' });
  mount(router, videoApi.getMediaFile, (c) => serve(c, c.req.valid('param')));
  mount(router, videoApi.getMediaFolderFile, (c) => serve(c, c.req.valid('param')));
  return router;
}
