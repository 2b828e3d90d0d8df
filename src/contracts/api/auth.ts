import { z } from 'zod';
import { json, jsonBody, operation } from './operation';

/**
 * The account operations the web app calls under /api/auth. SERVED BY
 * BETTER AUTH (src/server/auth/routes.ts mounts its handler; get-session is
 * answered there by the project's session reader in Better Auth's shape),
 * so none of them is mounted with mount() nor listed in the OpenAPI
 * document: they are declared here so the web calls them through the same
 * typed client as every other operation. The walk in
 * src/server/auth/auth-routes.api.test.ts proves each one is answered at
 * its method and path, so a declaration cannot drift from Better Auth's
 * routes.
 *
 * The errors listed are those a caller meets with the bodies declared
 * here: the project's sign-up, profile and password rules, and Better
 * Auth's own refusals, whose codes the mount lower-cases (and names as the
 * catalogue does where the catalogue has one: `unauthenticated`,
 * `validation_failed`, `email_invalid`, `too_many_requests`). Better Auth
 * has a few more for requests the site never makes (an email change, a
 * signed-in caller asking for another address's link, an account without a
 * password); a screen shows those by their message, as it does any refusal
 * it has no words of its own for.
 */

const tags = ['Auth'];

/** The account as Better Auth answers it: its own fields, the project's phone, and the admin plugin's role and suspension. */
const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
  banned: z.boolean().nullable(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A signed-in browser, as the session check reads it (never its token). */
const sessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

const statusAnswer = json(z.object({ status: z.boolean() }), 'Done');
const passwordRules = ['password_too_short', 'password_too_long', 'password_too_common'] as const;

export const getSession = operation({
  method: 'get',
  path: '/auth/get-session',
  audience: 'visitor',
  tags,
  summary: "This browser's session and its account, or null for a visitor (answered without a write, on every page)",
  responses: {
    200: json(
      z
        .object({
          session: sessionSchema,
          user: accountSchema.omit({ banned: true, banReason: true, banExpires: true }),
        })
        .nullable(),
      'The session, or null',
    ),
  },
});

export const signUp = operation({
  method: 'post',
  path: '/auth/sign-up/email',
  audience: 'visitor',
  tags,
  summary: 'Creates an account and mails its verification link; a taken address answers alike (its owner is mailed instead)',
  request: {
    body: jsonBody(
      z.object({
        name: z.string(),
        email: z.string(),
        password: z.string(),
        phone: z.string().nullable().optional(),
        image: z.string().nullable().optional(),
        /** Where the verification link lands once opened. */
        callbackURL: z.string().optional(),
      }),
    ),
  },
  responses: { 200: json(z.object({ token: z.null(), user: accountSchema }), 'The new account, not signed in until its address is verified') },
  errors: {
    400: ['name_required', 'name_too_long', 'email_invalid', 'password_required', ...passwordRules, 'password_matches_email', 'phone_invalid', 'image_invalid'],
    429: { codes: ['account_mail_limited'], description: 'Five mails an hour to one address at most, whether or not it has an account.' },
  },
});

export const signIn = operation({
  method: 'post',
  path: '/auth/sign-in/email',
  audience: 'visitor',
  tags,
  summary: 'Signs in with email and password (sets the session cookie); slowed down and then refused after repeated wrong passwords',
  request: { body: jsonBody(z.object({ email: z.string(), password: z.string(), rememberMe: z.boolean().optional(), callbackURL: z.string().optional() })) },
  responses: { 200: json(z.object({ redirect: z.boolean(), token: z.string(), url: z.string().optional(), user: accountSchema }), 'Signed in') },
  errors: {
    400: ['email_invalid'],
    401: ['invalid_email_or_password'],
    403: ['email_not_verified', 'banned_user'],
    429: ['sign_in_throttled'],
  },
});

export const signOut = operation({
  method: 'post',
  path: '/auth/sign-out',
  audience: 'visitor',
  tags,
  summary: "Ends this browser's session (a visitor's sign-out succeeds too)",
  responses: { 200: json(z.object({ success: z.boolean() }), 'Signed out') },
});

export const sendVerificationEmail = operation({
  method: 'post',
  path: '/auth/send-verification-email',
  audience: 'visitor',
  tags,
  summary: 'Mails a new verification link; answers alike whether or not the address has an account',
  request: { body: jsonBody(z.object({ email: z.string(), callbackURL: z.string().optional() })) },
  responses: { 200: statusAnswer },
  errors: { 429: ['account_mail_limited'] },
});

export const requestPasswordReset = operation({
  method: 'post',
  path: '/auth/request-password-reset',
  audience: 'visitor',
  tags,
  summary: 'Mails a password reset link; answers alike whether or not the address has an account',
  request: { body: jsonBody(z.object({ email: z.string(), redirectTo: z.string().optional() })) },
  responses: { 200: json(z.object({ status: z.boolean(), message: z.string() }), 'Done') },
  errors: { 429: ['account_mail_limited'] },
});

export const resetPassword = operation({
  method: 'post',
  path: '/auth/reset-password',
  audience: 'visitor',
  tags,
  summary: "Sets a new password with a reset link's token and signs the account out everywhere",
  request: { body: jsonBody(z.object({ token: z.string(), newPassword: z.string() })) },
  responses: { 200: statusAnswer },
  errors: { 400: { codes: ['invalid_token', ...passwordRules], description: 'The link expired or was used, or the new password breaks a rule.' } },
});

export const updateProfile = operation({
  method: 'post',
  path: '/auth/update-user',
  audience: 'student',
  tags,
  summary: "Changes the signed-in account's name and phone (the email address is not changed here)",
  request: { body: jsonBody(z.object({ name: z.string().optional(), phone: z.string().nullable().optional(), image: z.string().nullable().optional() })) },
  responses: { 200: statusAnswer },
  errors: { 400: ['name_required', 'name_too_long', 'phone_invalid', 'image_invalid'] },
});

export const changePassword = operation({
  method: 'post',
  path: '/auth/change-password',
  audience: 'student',
  tags,
  summary: "Changes the signed-in account's password, given the current one; optionally signs out its other devices",
  request: { body: jsonBody(z.object({ currentPassword: z.string(), newPassword: z.string(), revokeOtherSessions: z.boolean().optional() })) },
  responses: { 200: json(z.object({ token: z.string().nullable(), user: accountSchema }), 'Changed') },
  errors: { 400: { codes: ['invalid_password', ...passwordRules], description: 'The current password is wrong, or the new one breaks a rule.' } },
});

export const listSessions = operation({
  method: 'get',
  path: '/auth/list-sessions',
  audience: 'student',
  tags,
  summary: 'Every signed-in browser of the account',
  responses: { 200: json(z.array(sessionSchema.extend({ token: z.string(), impersonatedBy: z.string().nullable() })), 'The sessions') },
});

export const revokeOtherSessions = operation({
  method: 'post',
  path: '/auth/revoke-other-sessions',
  audience: 'student',
  tags,
  summary: 'Signs the account out of every browser but this one',
  responses: { 200: statusAnswer },
});
