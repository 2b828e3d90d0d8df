import { createRoute, z } from '@hono/zod-openapi';
import { MEDIA_PRESETS, type MediaFormat, type MediaPreset } from '../../../contracts/images';
import { errorBodySchema } from '../../../contracts/errors';
import { createApiRouter } from '../../http/api-router';
import { getMediaVariant } from './get-media-variant';

const PRESETS = Object.keys(MEDIA_PRESETS) as [MediaPreset, ...MediaPreset[]];
const FILE = new RegExp(`^(${PRESETS.join('|')})\\.(webp|avif)$`);
const TYPES: Record<MediaFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

const variantRoute = createRoute({
  method: 'get',
  path: '/media/{hash}/{file}',
  tags: ['Images'],
  summary: 'An uploaded image resized (cover 800x420, portrait 400x400, or 800/1600 wide and at most twice as tall) as WebP or AVIF, made on the first request and kept; the address holds its content hash, so it is cached for a year',
  request: {
    params: z.object({
      hash: z.string().regex(/^[0-9a-f]{64}$/, 'The image address holds its 64-character hash'),
      file: z.string().max(20).regex(FILE, `The file is one of ${PRESETS.join(', ')} with .webp or .avif`),
    }),
  },
  responses: {
    200: { description: 'The picture', content: { 'image/webp': { schema: z.string() }, 'image/avif': { schema: z.string() } } },
    400: { description: 'The address is not an image address (`validation_failed`)', content: { 'application/json': { schema: errorBodySchema } } },
    404: { description: 'No image was uploaded with that hash (`image_not_found`)', content: { 'application/json': { schema: errorBodySchema } } },
    422: { description: 'This copy of the image could not be made; the failure is kept and answered at once (`image_unrenderable`)', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

/** Uploaded images for everyone: public pages show them, so no gate. */
export function mediaRoutes() {
  const router = createApiRouter();
  router.openapi(variantRoute, async (c) => {
    const { hash, file } = c.req.valid('param');
    const [preset, format] = file.split('.') as [MediaPreset, MediaFormat];
    const bytes = await getMediaVariant(c.var.db, c.var.services.logger, { hash, preset, format });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': TYPES[format], 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
  return router;
}
