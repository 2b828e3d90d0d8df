import * as mediaApi from '../../../contracts/api/media';
import type { MediaFormat, MediaPreset } from '../../../contracts/images';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';
import { getMediaVariant } from './get-media-variant';

const TYPES: Record<MediaFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/** Uploaded images for everyone: public pages show them, so no gate. */
export function mediaRoutes() {
  const router = createApiRouter();
  mount(router, mediaApi.getMediaVariant, async (c) => {
    const { hash, file } = c.req.valid('param');
    const [preset, format] = file.split('.') as [MediaPreset, MediaFormat];
    const bytes = await getMediaVariant(c.var.db, c.var.services.logger, { hash, preset, format });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': TYPES[format], 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
  return router;
}
