import * as homeApi from '../../contracts/api/home';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { getHome } from './get-home';

export function homeRoutes() {
  const router = createApiRouter();
  mount(router, homeApi.getHome, async (c) => c.json(await getHome(c.var.db), 200));
  return router;
}
