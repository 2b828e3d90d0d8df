import * as subjectApi from '../../contracts/api/subjects';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { getSubject } from './get-subject';
import { listSubjects } from './list-subjects';

export function subjectRoutes() {
  const router = createApiRouter();
  mount(router, subjectApi.listSubjects, async (c) => c.json({ subjects: await listSubjects(c.var.db) }, 200));
  mount(router, subjectApi.getSubject, async (c) => c.json(await getSubject(c.var.db, c.req.valid('param').name), 200));
  return router;
}
