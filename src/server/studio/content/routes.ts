import { createApiRouter } from '../../http/api-router';
import { mediaStudioRoutes } from '../media/routes';
import { mentorStudioRoutes } from '../mentors/routes';
import { pageStudioRoutes } from '../pages/routes';
import { resourceStudioRoutes } from '../resources/routes';
import { postStudioRoutes } from '../posts/routes';
import { contentOptionsRoutes } from './options-route';

/** Posts, mentors, content pages, resources and uploaded images in the studio. */
export function contentStudioRoutes() {
  const router = createApiRouter();
  router.route('/', contentOptionsRoutes());
  router.route('/', postStudioRoutes());
  router.route('/', mentorStudioRoutes());
  router.route('/', pageStudioRoutes());
  router.route('/', resourceStudioRoutes());
  router.route('/', mediaStudioRoutes());
  return router;
}
