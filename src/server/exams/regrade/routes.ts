import * as api from '../../../contracts/api/regrade';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { requireUser } from '../../auth/guards';
import { createApiRouter } from '../../http/api-router';
import { regradeQuestion } from './regrade-question';

export function regradeRoutes() {
  const router = createApiRouter();
  mount(router, api.regradeQuestion, async (c) => {
    // The history names who regraded; the admin gate's actor carries no name.
    const { name } = await requireUser(c);
    return c.json(await regradeQuestion(c.var.services, { questionId: c.req.valid('param').id, actor: { ...actorOf(c), name }, dryRun: c.req.valid('json').dryRun }), 200);
  });
  return router;
}
