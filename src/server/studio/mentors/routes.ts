import * as api from '../../../contracts/api/studio-content';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';
import { createMentor } from './create-mentor';
import { setMentorDeleted } from './delete-mentor';
import { listStudioMentors } from './list-studio-mentors';
import { loadStudioMentor } from './load-studio-mentor';
import { saveMentor } from './save-mentor';

export function mentorStudioRoutes() {
  const router = createApiRouter();
  mount(router, api.listMentors, async (c) => c.json({ mentors: await listStudioMentors(c.var.db, c.req.valid('query').status) }, 200));
  mount(router, api.createMentor, async (c) => c.json(await createMentor(c.var.services, actorOf(c), c.req.valid('json').name), 201));
  mount(router, api.getMentor, async (c) => c.json(await loadStudioMentor(c.var.db, c.req.valid('param').id), 200));
  mount(router, api.saveMentor, async (c) => c.json(await saveMentor(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  mount(router, api.deleteMentor, async (c) =>
    c.json(await setMentorDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: true }), 200),
  );
  mount(router, api.restoreMentor, async (c) =>
    c.json(await setMentorDeleted(c.var.services, { actor: actorOf(c), id: c.req.valid('param').id, version: c.req.valid('json').version, deleted: false }), 200),
  );
  return router;
}
