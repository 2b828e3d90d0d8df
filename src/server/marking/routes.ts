import * as api from '../../contracts/api/marking';
import { markerOf } from '../access/audience';
import { markingScope } from '../access/marking-scope';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { listScripts } from './list-scripts';
import { markingQueue } from './marking-queue';
import { moderateMark } from './moderate-mark';
import { openScript } from './open-script';
import { saveScript } from './save-script';

/** Marks are one student's and change as tutors work: never stored by any cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The marking area: each handler reads the marker's papers once and hands them to its operation. */
export function markingRoutes() {
  const router = createApiRouter();
  mount(router, api.markingQueue, async (c) => c.json(await markingQueue(c.var.db, c.var.services.exams, await markingScope(c.var.db, markerOf(c))), 200, PRIVATE));
  mount(router, api.listScripts, async (c) => {
    const marker = markerOf(c);
    const scope = await markingScope(c.var.db, marker);
    return c.json(await listScripts(c.var.db, c.var.services.exams, scope, { examId: c.req.valid('param').examId, query: c.req.valid('query'), viewerId: marker.id }), 200, PRIVATE);
  });
  mount(router, api.openScript, async (c) => {
    const marker = markerOf(c);
    const scope = await markingScope(c.var.db, marker);
    return c.json(await openScript(c.var.db, c.var.services.exams, scope, { number: c.req.valid('param').number, viewerId: marker.id }), 200, PRIVATE);
  });
  mount(router, api.saveScript, async (c) => {
    const marker = markerOf(c);
    const scope = await markingScope(c.var.db, marker);
    return c.json(await saveScript(c.var.services, c.var.services.exams, scope, { number: c.req.valid('param').number, marker, input: c.req.valid('json') }), 200, PRIVATE);
  });
  mount(router, api.moderateMark, async (c) => {
    const marker = markerOf(c);
    const scope = await markingScope(c.var.db, marker);
    return c.json(await moderateMark(c.var.db, c.var.services.exams, scope, { number: c.req.valid('param').number, moderator: marker, input: c.req.valid('json') }), 200, PRIVATE);
  });
  return router;
}
