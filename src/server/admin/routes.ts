import { createRoute, z } from '@hono/zod-openapi';
import {
  adminSignInResultSchema,
  adminSignInSchema,
  adminUserSchema,
  banSchema,
  changeRoleSchema,
  outboxPageSchema,
  outboxQuerySchema,
  overviewSchema,
  userDetailSchema,
  userListQuerySchema,
  userListSchema,
} from '../../contracts/admin-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { createApiRouter } from '../http/api-router';
import { adminSignIn } from './admin-sign-in';
import { actorOf, adminOnly } from './admin-only';
import { banUser } from './ban-user';
import { changeRole } from './change-role';
import { getOverview } from './get-overview';
import { getUserDetail } from './get-user-detail';
import { listOutbox } from './list-outbox';
import { listUsers } from './list-users';
import { markEmailVerified } from './mark-email-verified';
import { resendVerification } from './resend-verification';
import { revokeSessions } from './revoke-sessions';
import { unbanUser } from './unban-user';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const refusals = {
  401: json(errorBodySchema, 'Not signed in (`unauthenticated`)'),
  403: json(errorBodySchema, 'Signed in without the admin role (`forbidden`)'),
};
const userParams = z.object({ id: z.string().min(1).max(100) });
const notFound = { 404: json(errorBodySchema, 'No such account (`user_not_found`)') };
const conflict = (codes: string) => ({ 409: json(errorBodySchema, codes) });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const tags = ['Admin'];


const signInRoute = createRoute({
  method: 'post',
  path: '/admin/sign-in',
  tags,
  summary: 'Signs an admin in; refuses other accounts without leaving them signed in',
  request: body(adminSignInSchema),
  responses: {
    200: json(adminSignInResultSchema, 'Signed in; the session cookie is set'),
    400: json(errorBodySchema, 'Bad input (`validation_failed`)'),
    401: json(errorBodySchema, 'Wrong email or password (`invalid_email_or_password`)'),
    403: json(errorBodySchema, 'Not an admin (`not_admin`), suspended (`banned_user`) or unverified (`email_not_verified`)'),
    429: json(errorBodySchema, 'Too many attempts (`sign_in_throttled`)'),
  },
});

const homeRoute = createRoute({
  method: 'get',
  path: '/admin/home',
  tags,
  summary: 'Where the admin area lives, for an admin already signed in on the public site',
  responses: { 200: json(z.object({ basePath: z.string() }), 'The admin base path'), ...refusals },
});

const overviewRoute = createRoute({
  method: 'get',
  path: '/admin/overview',
  tags,
  summary: 'Account counts, payments waiting, the latest admin actions, unread messages and the demo values still to replace, for the admin landing page',
  responses: { 200: json(overviewSchema, 'The overview'), ...refusals },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  tags,
  summary: 'Accounts, newest first: search by name or email, filter by role, verification and suspension',
  request: { query: userListQuerySchema },
  responses: { 200: json(userListSchema, 'One page of accounts'), ...refusals },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}',
  tags,
  summary: "One account with its signed-in devices and the admin actions taken on it",
  request: { params: userParams },
  responses: { 200: json(userDetailSchema, 'The account'), ...refusals, ...notFound },
});

const roleRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/role',
  tags,
  summary: "Changes an account's role",
  request: { params: userParams, ...body(changeRoleSchema) },
  responses: { 200: json(adminUserSchema, 'The account after the change'), ...refusals, ...notFound, ...conflict('Your own account (`own_account`)') },
});

const banRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/ban',
  tags,
  summary: 'Suspends an account, for some days or until lifted, and signs it out everywhere',
  request: { params: userParams, ...body(banSchema) },
  responses: {
    200: json(adminUserSchema, 'The suspended account'),
    ...refusals,
    ...notFound,
    ...conflict('Your own account (`own_account`) or an admin (`admin_cannot_be_banned`)'),
  },
});

const unbanRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/unban',
  tags,
  summary: 'Lifts a suspension',
  request: { params: userParams },
  responses: { 200: json(adminUserSchema, 'The account'), ...refusals, ...notFound, ...conflict('Not suspended (`not_banned`)') },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/resend-verification',
  tags,
  summary: 'Sends the account a new email verification link',
  request: { params: userParams },
  responses: { 200: json(z.object({ sentTo: z.string() }), 'Sent'), ...refusals, ...notFound, ...conflict('Already verified (`already_verified`)') },
});

const markVerifiedRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/verify-email',
  tags,
  summary: "Marks an account's email verified without the link (audited); refused once it is verified",
  request: { params: userParams },
  responses: { 200: json(adminUserSchema, 'The account, verified'), ...refusals, ...notFound, ...conflict('Already verified (`already_verified`)') },
});

const outboxRoute = createRoute({
  method: 'get',
  path: '/admin/outbox',
  tags,
  summary: 'The mails the site wrote, newest first (recipient, subject, when, the plain-text body with its links), one page at a time',
  request: { query: outboxQuerySchema },
  responses: { 200: json(outboxPageSchema, 'One page of mails'), ...refusals },
});

const revokeRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/revoke-sessions',
  tags,
  summary: 'Signs the account out on every device',
  request: { params: userParams },
  responses: { 200: json(z.object({ revoked: z.number().int() }), 'How many sessions ended'), ...refusals, ...notFound, ...conflict('Your own account (`own_account`)') },
});

export function adminRoutes() {
  const router = createApiRouter();

  router.use('/admin/*', adminOnly({ except: ['/api/admin/sign-in'] }));

  router.openapi(signInRoute, async (c) => {
    const { db, auth, adminBasePath } = c.var.services;
    const result = await adminSignIn(db, auth, { input: c.req.valid('json'), request: { headers: c.req.raw.headers, ip: c.var.clientIp } });
    for (const cookie of result.setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ user: result.user, basePath: adminBasePath }, 200);
  });

  router.openapi(homeRoute, (c) => c.json({ basePath: c.var.services.adminBasePath }, 200));

  router.openapi(overviewRoute, async (c) => {
    return c.json(await getOverview(c.var.db, { contactEmail: c.var.services.contactEmail }), 200);
  });

  router.openapi(listRoute, async (c) => {
    return c.json(await listUsers(c.var.db, c.req.valid('query')), 200);
  });

  router.openapi(detailRoute, async (c) => {
    return c.json(await getUserDetail(c.var.db, c.req.valid('param').id), 200);
  });

  router.openapi(roleRoute, async (c) => {
    const actor = actorOf(c);
    return c.json(await changeRole(c.var.services, { actor, userId: c.req.valid('param').id, role: c.req.valid('json').role }), 200);
  });

  router.openapi(banRoute, async (c) => {
    const actor = actorOf(c);
    return c.json(await banUser(c.var.services, { actor, userId: c.req.valid('param').id, input: c.req.valid('json') }), 200);
  });

  router.openapi(unbanRoute, async (c) => {
    const actor = actorOf(c);
    return c.json(await unbanUser(c.var.services, actor, c.req.valid('param').id), 200);
  });

  router.openapi(resendRoute, async (c) => {
    const actor = actorOf(c);
    return c.json(await resendVerification(c.var.db, c.var.services.auth, c.var.services.logger, { actor, userId: c.req.valid('param').id }), 200);
  });

  router.openapi(markVerifiedRoute, async (c) => {
    const actor = actorOf(c);
    return c.json(await markEmailVerified(c.var.services, { actor, userId: c.req.valid('param').id }), 200);
  });

  router.openapi(outboxRoute, async (c) => {
    return c.json(await listOutbox(c.var.db, c.req.valid('query'), c.var.services.mailer.smtp), 200);
  });

  router.openapi(revokeRoute, async (c) => {
    const actor = actorOf(c);
    return c.json(await revokeSessions(c.var.services, actor, c.req.valid('param').id), 200);
  });

  return router;
}
