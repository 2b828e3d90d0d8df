import crypto from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { SITE } from '../../contracts/site';
import { EMAIL_VERIFIED_COOKIE, EMAIL_VERIFIED_COOKIE_MAX_AGE } from '../../contracts/verified-notice';
import type { Config } from '../config';
import { ERRORS } from '../errors';
import { indexAccount } from '../admin/index-account';
import { baseKysely, databaseKind, type Db } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { takeHit, type Limit } from '../limits/rate-limit';
import { accountExistsMail, resetPasswordMail, verifyEmailMail } from '../mail/templates';
import { AUTH_ACCOUNT, AUTH_ADMIN_SCHEMA, AUTH_RATE_LIMIT, AUTH_SESSION, AUTH_USER, AUTH_VERIFICATION } from './auth-schema';
import { CLIENT_IP_HEADER } from './client-ip';
import { trustedOrigins } from '../http/trusted-origins';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, passwordProblem } from './password-policy';
import { ATTEMPT_HEADER, guardSignIn, KNOWN_DEVICE_COOKIE, knownDeviceCookie, knownDeviceCookieOptions, liftAccountThrottle, settleSignIn, type GuardDeps } from './sign-in-guard';
import { profileProblem, signUpProblem } from './sign-up-rules';

type Deps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  secret: string;
  mailer: Mailer;
  logger?: Logger;
  /** Called after Better Auth ends a session or changes a user or a password, so cached sessions are dropped. */
  onSessionsChanged?: () => Promise<void>;
  /** How the sign-in slow-down waits; tests record instead. */
  sleep?: GuardDeps['sleep'];
};

const DAY = 24 * 60 * 60;

/**
 * Sign-up, verification and reset mails go to an address anyone can type:
 * at most 5 an hour to one address, counted per address whether or not it
 * has an account (so the refusal tells nothing), from any number of senders.
 */
export const ACCOUNT_MAILS_PER_ADDRESS: Limit = { bucket: 'account_mail', max: 5, windowSeconds: 60 * 60 };
const MAILING_PATHS = new Set(['/sign-up/email', '/request-password-reset', '/send-verification-email']);

function refuse(code: string, message: string, status: 'BAD_REQUEST' | 'TOO_MANY_REQUESTS' = 'BAD_REQUEST'): never {
  throw new APIError(status, { code: code.toUpperCase(), message });
}

/** HTTP requests carry their headers in `request`; calls made by the server itself (admin sign-in) in `headers`. */
function headerOf(ctx: { headers?: Headers; request?: Request }, name: string): string | null {
  return ctx.headers?.get(name) ?? ctx.request?.headers.get(name) ?? null;
}

export function authOptions({ db, config, secret, mailer, logger, onSessionsChanged, sleep }: Deps) {
  const sessionsChanged = { after: async () => onSessionsChanged?.() };
  // The admin's user search keeps its own words for each account; Better Auth
  // writes accounts outside the project's transactions, so they are indexed
  // once its write has committed. A failure is logged, not thrown: the account
  // exists either way, and indexing it again (any later change) repairs it.
  const reindex = async (user: unknown) => {
    const id = typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'string' ? user.id : null;
    if (!id) return;
    try {
      await indexAccount(db, id);
    } catch (error) {
      logger?.error('auth: the account could not be indexed for the user search', { userId: id, error: String(error) });
    }
  };
  const guard: GuardDeps = { db, secret, secureCookies: config.publicUrl.startsWith('https://'), sleep };
  return {
    // Better Auth's own messages go through the project's logger (and its LOG_LEVEL).
    // Its extra arguments carry the detail (the error behind a 500, say); the logger escapes and bounds them.
    ...(logger
      ? {
          logger: {
            log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => logger[level](`auth: ${message}`, args.length > 0 ? { details: args } : {}),
          },
        }
      : {}),
    appName: SITE.name,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    trustedOrigins: trustedOrigins(config.publicUrl),
    secret,
    database: { db: baseKysely(db), type: databaseKind(db) },
    user: { ...AUTH_USER, additionalFields: { phone: { type: 'string' as const, required: false, input: true } } },
    session: {
      ...AUTH_SESSION,
      // 30 days, renewed once a day of use: an active student is never signed out mid-exam.
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    account: AUTH_ACCOUNT,
    verification: AUTH_VERIFICATION,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }: { user: { name: string; email: string }; url: string }) => {
        await mailer.send({ kind: 'reset_password', to: user.email, ...resetPasswordMail(user.name, url) });
      },
      onPasswordReset: async ({ user }: { user: { email: string } }) => liftAccountThrottle(db, user.email),
      // Sign-up answers alike for a new and a taken address (status, body and
      // work done): the stand-in user has every field a new one has, and the
      // owner of the taken address gets a mail instead of a verification link.
      customSyntheticUser: ({ coreFields, additionalFields, id }: { coreFields: Record<string, unknown>; additionalFields: Record<string, unknown>; id: string }) => ({
        ...coreFields,
        phone: null,
        ...additionalFields,
        role: 'student',
        banned: false,
        banReason: null,
        banExpires: null,
        id,
      }),
      onExistingUserSignUp: async ({ user }: { user: { name: string; email: string } }) => {
        await mailer.send({ kind: 'account_exists', to: user.email, ...accountExistsMail(user.name, `${config.publicUrl}/login`, `${config.publicUrl}/forgetpass`) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }: { user: { name: string; email: string }; url: string }) => {
        await mailer.send({ kind: 'verify_email', to: user.email, ...verifyEmailMail(user.name, url) });
      },
    },
    rateLimit: {
      ...AUTH_RATE_LIMIT,
      enabled: true,
      storage: 'database' as const,
      window: 60,
      max: 100,
      // Per IP address. A whole exam hall may share one address.
      customRules: {
        // Answered by the project's session reader, which writes nothing; never limited.
        '/get-session': false as const,
        // The sign-in guard has its own backstop per address, which also
        // covers the admin form (server-side calls skip Better Auth's limits).
        '/sign-in/email': false as const,
        '/sign-up/email': { window: 10 * 60, max: 30 },
        '/send-verification-email': { window: 60, max: 3 },
        '/request-password-reset': { window: 15 * 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'hisab',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [admin({ defaultRole: 'student', adminRoles: ['admin'], schema: AUTH_ADMIN_SCHEMA, bannedUserMessage: 'This account has been suspended. Contact us if you think this is a mistake.' })],
    // Sign-out, revocation, password reset (sessions deleted), profile and
    // email changes (users updated) and password changes (accounts updated).
    // A new account and a changed one are indexed for the admin's user search.
    databaseHooks: {
      session: { delete: sessionsChanged },
      user: {
        create: { after: async (user: unknown) => reindex(user) },
        update: {
          after: async (user: unknown) => {
            await reindex(user);
            await onSessionsChanged?.();
          },
        },
      },
      account: { update: sessionsChanged },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-up/email') {
          const problem = signUpProblem(body);
          if (problem) refuse(problem.code, problem.message);
        }
        if ((ctx.path === '/reset-password' || ctx.path === '/change-password') && typeof body.newPassword === 'string') {
          const problem = passwordProblem(body.newPassword);
          if (problem) refuse(problem, PASSWORD_MESSAGES[problem]);
        }
        if (ctx.path === '/update-user') {
          const problem = profileProblem(body);
          if (problem) refuse(problem.code, problem.message);
        }
        if (MAILING_PATHS.has(ctx.path) && typeof body.email === 'string') {
          const hit = await takeHit(db, { limit: ACCOUNT_MAILS_PER_ADDRESS, key: body.email.trim().toLowerCase() });
          if (!hit.allowed) throw new APIError('TOO_MANY_REQUESTS', { code: 'ACCOUNT_MAIL_LIMITED', message: ERRORS.account_mail_limited.message }, { 'Retry-After': String(hit.retryAfterSeconds) });
        }
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          const attempt = await guardSignIn(guard, { email: body.email, ip: headerOf(ctx, CLIENT_IP_HEADER) ?? 'unknown', cookieHeader: headerOf(ctx, 'cookie') });
          return { context: { headers: new Headers({ [ATTEMPT_HEADER]: String(attempt) }) } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const newSession = ctx.context.newSession;
        const cookieHeader = headerOf(ctx, 'cookie');
        const email = (ctx.body as Record<string, unknown> | undefined)?.email;
        // Anything but a string never got past the guard (nor Better Auth's own check): nothing was counted.
        if (ctx.path === '/sign-in/email' && typeof email === 'string') {
          const returned = ctx.context.returned;
          const outcome = newSession ? 'signed_in' : isAPIError(returned) && returned.statusCode === 401 ? 'wrong_password' : 'other';
          const attempt = Number(headerOf(ctx, ATTEMPT_HEADER)) || null;
          const device = await settleSignIn(guard, { email, ip: headerOf(ctx, CLIENT_IP_HEADER) ?? 'unknown', cookieHeader, attempt, outcome });
          if (device) ctx.setCookie(KNOWN_DEVICE_COOKIE, device, knownDeviceCookieOptions(guard));
        }
        if (ctx.path === '/verify-email' && newSession) {
          // The link came from the mailbox: lift the account's delay and know this browser.
          await liftAccountThrottle(db, newSession.user.email);
          ctx.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceCookie(guard, newSession.user.email, cookieHeader), knownDeviceCookieOptions(guard));
          // The page the link lands on says "verified" once, because this is when it happened (not on any later sign-in).
          ctx.setCookie(EMAIL_VERIFIED_COOKIE, newSession.user.id, { httpOnly: false, secure: guard.secureCookies, sameSite: 'lax', path: '/', maxAge: EMAIL_VERIFIED_COOKIE_MAX_AGE });
        }
      }),
    },
  };
}

export function createAuth(deps: Deps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
