import { APIError } from 'better-auth/api';
import type { Db } from '../db/database';
import { takeHit } from '../limits/rate-limit';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE, knownDeviceId, knownDeviceValue } from './known-device';
import {
  accountKey,
  addressSlowDownMs,
  claimSignInAttempt,
  clearSignInAttempts,
  deviceKey,
  recordAddressFailure,
  returnSignInAttempt,
  SIGN_IN_FLOOD,
  waitText,
  type ThrottleKey,
} from './sign-in-throttle';

export type GuardDeps = {
  db: Db;
  secret: string;
  secureCookies: boolean;
  /** Holds an answer back; tests pass one that records instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Carries the counted attempt from the check before the password to the one
 * after. The server sets it on every sign-in it lets through, over anything a
 * client sent.
 */
export const ATTEMPT_HEADER = 'x-hisab-sign-in-attempt';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function tooMany(code: 'sign_in_throttled' | 'too_many_requests', message: string, retryAfterSeconds: number): never {
  throw new APIError('TOO_MANY_REQUESTS', { code: code.toUpperCase(), message }, { 'Retry-After': String(retryAfterSeconds) });
}

/** The account's counter, or this browser's own when the account signed in from it before. */
export function throttleKeyFor(deps: GuardDeps, email: string, cookieHeader: string | null): ThrottleKey {
  const device = knownDeviceId(cookieHeader, deps.secret, email);
  return device ? deviceKey(device) : accountKey(email);
}

/**
 * Runs before Better Auth checks a password (the sign-in form and the admin
 * one both come through here): a flood backstop per address, the address's
 * slow-down, then the attempt is counted for the account or known device.
 * Answers the counted attempt's number, or throws 429 with Retry-After.
 */
export async function guardSignIn(deps: GuardDeps, input: { email: string; ip: string; cookieHeader: string | null }): Promise<number> {
  const flood = await takeHit(deps.db, { limit: SIGN_IN_FLOOD, key: input.ip });
  if (!flood.allowed) tooMany('too_many_requests', 'Too many sign-in requests from your network. Wait a minute, then try again.', flood.retryAfterSeconds);
  const slowDown = await addressSlowDownMs(deps.db, input.ip);
  if (slowDown > 0) await (deps.sleep ?? wait)(slowDown);
  const claim = await claimSignInAttempt(deps.db, throttleKeyFor(deps, input.email, input.cookieHeader));
  if (!claim.allowed) {
    tooMany('sign_in_throttled', `Too many sign-in attempts for this account. Try again in ${waitText(claim.retryAfterSeconds)}, or reset your password to sign in now.`, claim.retryAfterSeconds);
  }
  return claim.attempt;
}

export type SignInOutcome = 'signed_in' | 'wrong_password' | 'other';

/**
 * After the check: a success clears the counter and answers the known-device
 * cookie to set; a wrong password stays counted and is logged for the
 * address; anything else (a correct password on an unverified or suspended
 * account, input refused before the check) gives the attempt back.
 */
export async function settleSignIn(deps: GuardDeps, input: { email: string; ip: string; cookieHeader: string | null; attempt: number | null; outcome: SignInOutcome }): Promise<string | null> {
  const key = throttleKeyFor(deps, input.email, input.cookieHeader);
  if (input.outcome === 'wrong_password') {
    await recordAddressFailure(deps.db, { email: input.email, ip: input.ip });
    return null;
  }
  if (input.outcome === 'other') {
    if (input.attempt !== null) await returnSignInAttempt(deps.db, key, input.attempt);
    return null;
  }
  await clearSignInAttempts(deps.db, key);
  return knownDeviceCookie(deps, input.email, input.cookieHeader);
}

/** The Set-Cookie value marking this browser as known to the account (its device id kept when it has one). */
export function knownDeviceCookie(deps: GuardDeps, email: string, cookieHeader: string | null): string {
  const existing = knownDeviceId(cookieHeader, deps.secret, email);
  return knownDeviceValue(deps.secret, email, existing ?? undefined);
}

/** The cookie's attributes: readable by the server only, sent to the sign-in endpoints. */
export function knownDeviceCookieOptions(deps: GuardDeps) {
  return { httpOnly: true, secure: deps.secureCookies, sameSite: 'lax' as const, path: '/api', maxAge: KNOWN_DEVICE_MAX_AGE };
}

/** A reset password or an opened verification link proves the mailbox: the account's delay is lifted. */
export async function liftAccountThrottle(db: Db, email: string): Promise<void> {
  await clearSignInAttempts(db, accountKey(email));
}

export { KNOWN_DEVICE_COOKIE };
