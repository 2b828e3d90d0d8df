import { bodyLimit } from 'hono/body-limit';
import * as api from '../../../contracts/api/studio-video';
import { CAPTION_MAX_BYTES } from '../../../contracts/studio-video-schemas';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { AppError } from '../../errors';
import { createApiRouter } from '../../http/api-router';
import { cancelVideo } from './cancel-video';
import { deleteVideoCaption } from './delete-video-caption';
import { detachLessonVideo } from './detach-lesson-video';
import { getVideoPoster } from './get-video-poster';
import { loadLessonVideo } from './load-lesson-video';
import { putVideoCaption } from './put-video-caption';
import { retryVideo } from './retry-video';
import { mountVideoUploads } from './uploads/video-upload-routes';

/** A caption file's bytes are counted as they stream in and cut off at 1 MB. */
const captionLimit = bodyLimit({
  maxSize: CAPTION_MAX_BYTES,
  onError: () => {
    throw new AppError('caption_too_large');
  },
});

/** The studio's hosted videos: the resumable upload, a lesson's video state, retry, cancel, detach, captions and the poster. */
export function videoStudioRoutes() {
  const router = createApiRouter();
  mountVideoUploads(router);
  mount(router, api.getLessonVideo, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await loadLessonVideo(c.var.db, courseId, lessonId), 200);
  });
  mount(router, api.detachLessonVideo, async (c) => {
    const { courseId, lessonId } = c.req.valid('param');
    return c.json(await detachLessonVideo(c.var.services, { actor: actorOf(c), courseId, lessonId, version: c.req.valid('query').version }), 200);
  });
  mount(router, api.retryVideo, async (c) => c.json(await retryVideo(c.var.services, { actor: actorOf(c), assetId: c.req.valid('param').assetId }), 200));
  mount(router, api.cancelVideo, async (c) => c.json(await cancelVideo(c.var.services, { actor: actorOf(c), assetId: c.req.valid('param').assetId }), 200));
  mount(
    router,
    api.putVideoCaption,
    async (c) => {
      const { assetId, lang } = c.req.valid('param');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await putVideoCaption(c.var.services, { actor: actorOf(c), assetId, lang, bytes }), 200);
    },
    captionLimit,
  );
  mount(router, api.deleteVideoCaption, async (c) => {
    const { assetId, lang } = c.req.valid('param');
    return c.json(await deleteVideoCaption(c.var.services, { actor: actorOf(c), assetId, lang }), 200);
  });
  mount(router, api.getVideoPoster, async (c) => {
    const poster = await getVideoPoster(c.var.services, c.req.valid('param').assetId);
    return c.body(poster as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/jpeg', 'Content-Length': String(poster.byteLength), 'Cache-Control': 'private, max-age=300' });
  });
  return router;
}
