import * as adminApi from '../../contracts/api/admin';
import { actorOf } from '../access/admin-gate';
import { mount } from '../access/mount';
import { createApiRouter } from '../http/api-router';
import { adminSignIn } from './admin-sign-in';
import { banUser } from './ban-user';
import { changeRole } from './change-role';
import { getOverview } from './get-overview';
import { getTutorPapers } from './get-tutor-papers';
import { getUserDetail } from './get-user-detail';
import { listOutbox } from './list-outbox';
import { listUsers } from './list-users';
import { markingTurnaround } from './marking-turnaround';
import { markEmailVerified } from './mark-email-verified';
import { resendVerification } from './resend-verification';
import { revokeSessions } from './revoke-sessions';
import { setTutorPapers } from './set-tutor-papers';
import { unbanUser } from './unban-user';

export function adminRoutes() {
  const router = createApiRouter();

  mount(router, adminApi.adminSignIn, async (c) => {
    const { db, auth, adminBasePath } = c.var.services;
    const result = await adminSignIn(db, auth, { input: c.req.valid('json'), request: { headers: c.req.raw.headers, ip: c.var.clientIp } });
    for (const cookie of result.setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ user: result.user, basePath: adminBasePath }, 200);
  });

  mount(router, adminApi.adminHome, (c) => c.json({ basePath: c.var.services.adminBasePath }, 200));

  mount(router, adminApi.getOverview, async (c) => {
    return c.json(await getOverview(c.var.db, { contactEmail: c.var.services.contactEmail }), 200);
  });

  mount(router, adminApi.listUsers, async (c) => {
    return c.json(await listUsers(c.var.db, c.req.valid('query')), 200);
  });

  mount(router, adminApi.getUserDetail, async (c) => {
    return c.json(await getUserDetail(c.var.db, c.req.valid('param').id), 200);
  });

  mount(router, adminApi.changeRole, async (c) => {
    const actor = actorOf(c);
    return c.json(await changeRole(c.var.services, { actor, userId: c.req.valid('param').id, role: c.req.valid('json').role }), 200);
  });

  mount(router, adminApi.banUser, async (c) => {
    const actor = actorOf(c);
    return c.json(await banUser(c.var.services, { actor, userId: c.req.valid('param').id, input: c.req.valid('json') }), 200);
  });

  mount(router, adminApi.unbanUser, async (c) => {
    const actor = actorOf(c);
    return c.json(await unbanUser(c.var.services, actor, c.req.valid('param').id), 200);
  });

  mount(router, adminApi.resendVerification, async (c) => {
    const actor = actorOf(c);
    return c.json(await resendVerification(c.var.db, c.var.services.auth, c.var.services.logger, { actor, userId: c.req.valid('param').id }), 200);
  });

  mount(router, adminApi.markEmailVerified, async (c) => {
    const actor = actorOf(c);
    return c.json(await markEmailVerified(c.var.services, { actor, userId: c.req.valid('param').id }), 200);
  });

  mount(router, adminApi.listOutbox, async (c) => {
    return c.json(await listOutbox(c.var.db, c.req.valid('query'), c.var.services.mailer.smtp), 200);
  });

  mount(router, adminApi.revokeSessions, async (c) => {
    const actor = actorOf(c);
    return c.json(await revokeSessions(c.var.services, actor, c.req.valid('param').id), 200);
  });

  mount(router, adminApi.getTutorPapers, async (c) => {
    return c.json(await getTutorPapers(c.var.db, c.req.valid('param').id), 200);
  });

  mount(router, adminApi.setTutorPapers, async (c) => {
    const actor = actorOf(c);
    return c.json(await setTutorPapers(c.var.db, { actor, userId: c.req.valid('param').id, input: c.req.valid('json') }), 200);
  });

  mount(router, adminApi.markingTurnaround, async (c) => {
    return c.json(await markingTurnaround(c.var.db), 200);
  });

  return router;
}
