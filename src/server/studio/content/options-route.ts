import * as api from '../../../contracts/api/studio-content';
import { mount } from '../../access/mount';
import { createApiRouter } from '../../http/api-router';

export function contentOptionsRoutes() {
  const router = createApiRouter();
  mount(router, api.contentOptions, async (c) => {
    const db = c.var.db;
    const [subjects, mentors, courses] = await Promise.all([
      db.selectFrom('subjects').select(['id', 'name']).orderBy('position').execute(),
      db.selectFrom('instructors').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('position').orderBy('id').execute(),
      db.selectFrom('courses').select(['id', 'title as name']).where('deleted_at', 'is', null).orderBy('title').execute(),
    ]);
    return c.json({ subjects, mentors, courses }, 200);
  });
  return router;
}
