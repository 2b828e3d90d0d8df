import { bodyLimit } from 'hono/body-limit';
import * as api from '../../../contracts/api/studio-files';
import { IMAGE_MAX_BYTES } from '../../../contracts/studio-content-schemas';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { AppError } from '../../errors';
import { createApiRouter } from '../../http/api-router';
import { storeImage } from './store-image';

/** An image's bytes are counted as they stream in and cut off at the limit (the API's own cap leaves upload routes to this). */
const imageLimit = bodyLimit({
  maxSize: IMAGE_MAX_BYTES,
  onError: () => {
    throw new AppError('image_too_large');
  },
});

export function mediaStudioRoutes() {
  const router = createApiRouter();
  mount(
    router,
    api.uploadImage,
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await storeImage(c.var.services, actorOf(c), bytes), 201);
    },
    imageLimit,
  );
  return router;
}
