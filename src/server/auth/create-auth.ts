import crypto from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { SITE } from '../../contracts/site';
import type { Config } from '../config';
import { baseKysely, databaseKind, type Db } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail, verifyEmailMail } from '../mail/templates';
import { AUTH_ACCOUNT, AUTH_ADMIN_SCHEMA, AUTH_RATE_LIMIT, AUTH_SESSION, AUTH_USER, AUTH_VERIFICATION } from './auth-schema';
import { CLIENT_IP_HEADER } from './client-ip';
import { trustedOrigins } from '../http/trusted-origins';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, passwordProblem } from './password-policy';
import { clearSignInFailures, isSignInThrottled, recordSignInFailure, THROTTLE } from './sign-in-throttle';
import { profileProblem, signUpProblem } from './sign-up-rules';

type Deps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  secret: string;
  mailer: Mailer;
  logger?: Logger;
  /** Called after Better Auth ends a session or changes a user or a password, so cached sessions are dropped. */
  onSessionsChanged?: () => Promise<void>;
};

const DAY = 24 * 60 * 60;

function refuse(code: string, message: string, status: 'BAD_REQUEST' | 'TOO_MANY_REQUESTS' = 'BAD_REQUEST'): never {
  throw new APIError(status, { code: code.toUpperCase(), message });
}

/** HTTP requests carry the address in `request`; calls made by the server itself (admin sign-in) in `headers`. */
function clientIpOf(ctx: { headers?: Headers; request?: Request }): string {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}

export function authOptions({ db, config, secret, mailer, logger, onSessionsChanged }: Deps) {
  const sessionsChanged = { after: async () => onSessionsChanged?.() };
  return {
    // Better Auth's own messages go through the project's logger (and its LOG_LEVEL).
    ...(logger ? { logger: { log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => logger[level](`auth: ${message}`) } } : {}),
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
      // Per IP address. Generous for sign-in: a whole exam hall may share one
      // address; guessing is stopped per account by the sign-in throttle.
      customRules: {
        // Answered by the project's session reader, which writes nothing; never limited.
        '/get-session': false as const,
        '/sign-in/email': { window: 60, max: 60 },
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
    databaseHooks: {
      session: { delete: sessionsChanged },
      user: { update: sessionsChanged },
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
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          const ip = clientIpOf(ctx);
          if (await isSignInThrottled(db, body.email.toLowerCase(), ip)) {
            refuse('sign_in_throttled', `Too many sign-in attempts. Wait ${THROTTLE.windowMinutes} minutes, or reset your password.`, 'TOO_MANY_REQUESTS');
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = String((ctx.body as Record<string, unknown> | undefined)?.email ?? '').toLowerCase();
        const ip = clientIpOf(ctx);
        const returned = ctx.context.returned;
        if (isAPIError(returned) && returned.statusCode === 401) await recordSignInFailure(db, email, ip);
        else if (ctx.context.newSession) await clearSignInFailures(db, email);
      }),
    },
  };
}

export function createAuth(deps: Deps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
