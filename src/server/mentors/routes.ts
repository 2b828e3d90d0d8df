import * as mentorApi from '../../contracts/api/mentors';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { readOrMoved } from '../http/moved-address';
import { getMentor } from './get-mentor';
import { listMentors } from './list-mentors';

export function mentorRoutes() {
  const router = createApiRouter();
  mount(router, mentorApi.listMentors, async (c) => c.json({ instructors: await listMentors(c.var.db, c.req.valid('query')) }, 200));
  mount(router, mentorApi.getMentor, async (c) => {
    const slug = c.req.valid('param').slug;
    const answer = await readOrMoved(c.var.db, { kind: 'mentor', slug }, () => getMentor(c.var.db, slug));
    if ('location' in answer) return c.body(null, 301, { Location: answer.location });
    return c.json(answer.found, 200);
  });
  return router;
}
