import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_MAX_BYTES, uploadedMediaSchema } from '../../../contracts/studio-content-schemas';
import { actorOf } from '../../access/admin-gate';
import { AppError } from '../../errors';
import { createApiRouter } from '../../http/api-router';
import { failure, json, refusals } from '../route-helpers';
import { storeImage } from './store-image';

const uploadRoute = createRoute({
  method: 'post',
  path: '/admin/studio/media',
  tags: ['Admin: studio'],
  summary: 'Uploads an image (PNG, JPEG or WebP, checked by its bytes and decoded whole, up to 8 MB, at least 16 px a side, no side over 10 times the other) for a post cover, a mentor photo or a picture in Markdown',
  middleware: [
    bodyLimit({
      maxSize: IMAGE_MAX_BYTES,
      onError: () => {
        throw new AppError('image_too_large');
      },
    }),
  ] as const,
  request: {
    body: {
      required: true,
      content: Object.fromEntries(['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    },
  },
  responses: {
    201: json(uploadedMediaSchema, 'The image and its addresses'),
    ...refusals,
    413: failure('`image_too_large`'),
    415: failure('`upload_not_image`'),
    422: failure('`image_too_small` (under 16 px a side), `image_too_elongated` (one side over 10 times the other), `image_incomplete` (its pixels do not decode to the end)'),
  },
});

export function mediaStudioRoutes() {
  const router = createApiRouter();
  router.openapi(uploadRoute, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await storeImage(c.var.db, actorOf(c), bytes), 201);
  });
  return router;
}
