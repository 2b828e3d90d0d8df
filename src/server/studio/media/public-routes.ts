import * as mediaApi from '../../../contracts/api/media';
import type { MediaFormat, MediaPreset } from '../../../contracts/images';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';
import { bytesResponse } from '../../http/stored-file-response';
import { getMediaVariant } from './get-media-variant';

const TYPES: Record<MediaFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/** Uploaded images for everyone: public pages show them, so no gate. */
export function mediaRoutes() {
  const router = createApiRouter();
  mount(router, mediaApi.getMediaVariant, async (c) => {
    const { hash, file } = c.req.valid('param');
    const [preset, format] = file.split('.') as [MediaPreset, MediaFormat];
    const bytes = await getMediaVariant(c.var.services, { hash, preset, format });
    return bytesResponse(bytes, { range: c.req.header('range'), headers: { 'Content-Type': TYPES[format], 'Cache-Control': 'public, max-age=31536000, immutable' } });
  });
  return router;
}
