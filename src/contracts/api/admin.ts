import { z } from 'zod';
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
} from '../admin-schemas';
import { setTutorPapersSchema, turnaroundSchema, tutorPapersSchema } from '../tutor-admin-schemas';
import { json, jsonBody, operation } from './operation';

const tags = ['Admin'];
const userParams = z.object({ id: z.string().min(1).max(100) });
const noUser = { codes: ['user_not_found'], description: 'No such account.' } as const;

/** The admin sign-in page's own sign-in: the one admin address a visitor may call (admin-gate.ts). */
export const adminSignIn = operation({
  method: 'post',
  path: '/admin/sign-in',
  audience: 'visitor',
  tags,
  summary: 'Signs an admin in; refuses other accounts without leaving them signed in',
  request: { body: jsonBody(adminSignInSchema) },
  responses: { 200: json(adminSignInResultSchema, 'Signed in; the session cookie is set') },
  errors: {
    401: { codes: ['invalid_email_or_password'], description: 'Wrong email or password.' },
    403: { codes: ['not_admin', 'banned_user', 'email_not_verified'], description: 'Not an admin, suspended or unverified.' },
    429: { codes: ['sign_in_throttled', 'too_many_requests'], description: 'Too many attempts.' },
  },
});

export const adminHome = operation({
  method: 'get',
  path: '/admin/home',
  audience: 'admin',
  tags,
  summary: 'Where the admin area lives, for an admin already signed in on the public site',
  responses: { 200: json(z.object({ basePath: z.string() }), 'The admin base path') },
});

export const getOverview = operation({
  method: 'get',
  path: '/admin/overview',
  audience: 'admin',
  tags,
  summary: 'Account counts, payments waiting, the latest admin actions, unread messages and the demo values still to replace, for the admin landing page',
  responses: { 200: json(overviewSchema, 'The overview') },
});

export const listUsers = operation({
  method: 'get',
  path: '/admin/users',
  audience: 'admin',
  tags,
  summary: 'Accounts, newest first: search by name or email, filter by role, verification and suspension',
  request: { query: userListQuerySchema },
  responses: { 200: json(userListSchema, 'One page of accounts') },
});

export const getUserDetail = operation({
  method: 'get',
  path: '/admin/users/{id}',
  audience: 'admin',
  tags,
  summary: 'One account with its signed-in devices and the admin actions taken on it',
  request: { params: userParams },
  responses: { 200: json(userDetailSchema, 'The account') },
  errors: { 404: noUser },
});

export const changeRole = operation({
  method: 'post',
  path: '/admin/users/{id}/role',
  audience: 'admin',
  tags,
  summary: "Changes an account's role",
  request: { params: userParams, body: jsonBody(changeRoleSchema) },
  responses: { 200: json(adminUserSchema, 'The account after the change') },
  errors: { 404: noUser, 409: { codes: ['own_account'], description: 'Your own account.' } },
});

export const banUser = operation({
  method: 'post',
  path: '/admin/users/{id}/ban',
  audience: 'admin',
  tags,
  summary: 'Suspends an account, for some days or until lifted, and signs it out everywhere',
  request: { params: userParams, body: jsonBody(banSchema) },
  responses: { 200: json(adminUserSchema, 'The suspended account') },
  errors: { 404: noUser, 409: { codes: ['own_account', 'admin_cannot_be_banned'], description: 'Your own account, or an admin.' } },
});

export const unbanUser = operation({
  method: 'post',
  path: '/admin/users/{id}/unban',
  audience: 'admin',
  tags,
  summary: 'Lifts a suspension',
  request: { params: userParams },
  responses: { 200: json(adminUserSchema, 'The account') },
  errors: { 404: noUser, 409: ['not_banned'] },
});

export const resendVerification = operation({
  method: 'post',
  path: '/admin/users/{id}/resend-verification',
  audience: 'admin',
  tags,
  summary: 'Sends the account a new email verification link',
  request: { params: userParams },
  responses: { 200: json(z.object({ sentTo: z.string() }), 'Sent') },
  errors: { 404: noUser, 409: ['already_verified'], 429: { codes: ['account_mail_limited'], description: 'The address has had its mails for the hour.' } },
});

export const markEmailVerified = operation({
  method: 'post',
  path: '/admin/users/{id}/verify-email',
  audience: 'admin',
  tags,
  summary: "Marks an account's email verified without the link (audited); refused once it is verified",
  request: { params: userParams },
  responses: { 200: json(adminUserSchema, 'The account, verified') },
  errors: { 404: noUser, 409: ['already_verified'] },
});

export const listOutbox = operation({
  method: 'get',
  path: '/admin/outbox',
  audience: 'admin',
  tags,
  summary: 'The mails the site wrote, newest first (recipient, subject, when, the plain-text body with its links), one page at a time',
  request: { query: outboxQuerySchema },
  responses: { 200: json(outboxPageSchema, 'One page of mails') },
});

export const revokeSessions = operation({
  method: 'post',
  path: '/admin/users/{id}/revoke-sessions',
  audience: 'admin',
  tags,
  summary: 'Signs the account out on every device',
  request: { params: userParams },
  responses: { 200: json(z.object({ revoked: z.number().int() }), 'How many sessions ended') },
  errors: { 404: noUser, 409: { codes: ['own_account'], description: 'Your own account.' } },
});

export const getTutorPapers = operation({
  method: 'get',
  path: '/admin/users/{id}/tutor-papers',
  audience: 'admin',
  tags,
  summary: 'Every paper, with those an account marks as a tutor ticked and the ones it leads (none for an account that is not a tutor)',
  request: { params: userParams },
  responses: { 200: json(tutorPapersSchema, 'The papers') },
  errors: { 404: noUser },
});

export const setTutorPapers = operation({
  method: 'put',
  path: '/admin/users/{id}/tutor-papers',
  audience: 'admin',
  tags,
  summary: 'Sets the papers a tutor marks, and which of them they lead (a lead tutor also moderates released marks), all at once; audited',
  request: { params: userParams, body: jsonBody(setTutorPapersSchema) },
  responses: { 200: json(tutorPapersSchema, 'The papers after the change') },
  errors: {
    400: { codes: ['tutor_paper_unknown'], description: 'A paper that does not exist, or a paper listed twice (`validation_failed`).' },
    404: noUser,
    409: { codes: ['not_a_tutor'], description: 'The account is not a tutor.' },
  },
});

export const markingTurnaround = operation({
  method: 'get',
  path: '/admin/marking/turnaround',
  audience: 'admin',
  tags,
  summary: 'Tutor marking per tutor and per exam: scripts awaiting and in draft, the oldest waiting, releases of the last 30 days and their median time from hand-in to release',
  responses: { 200: json(turnaroundSchema, 'The figures') },
});
