import * as api from '../../../contracts/api/studio-content';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';
import { savePage } from './save-page';
import { listStudioPages, loadStudioPage } from './studio-pages';

export function pageStudioRoutes() {
  const router = createApiRouter();
  mount(router, api.listPages, async (c) => c.json({ pages: await listStudioPages(c.var.db) }, 200));
  mount(router, api.getPage, async (c) => c.json(await loadStudioPage(c.var.db, c.req.valid('param').slug), 200));
  mount(router, api.savePage, async (c) => c.json(await savePage(c.var.services, { actor: actorOf(c), slug: c.req.valid('param').slug, input: c.req.valid('json') }), 200));
  return router;
}
