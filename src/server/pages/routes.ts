import * as pageApi from '../../contracts/api/pages';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { getContentPage } from './get-content-page';

export function pageRoutes() {
  const router = createApiRouter();
  mount(router, pageApi.getContentPage, async (c) => c.json(await getContentPage(c.var.db, c.req.valid('param').slug), 200));
  return router;
}
