import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from './signed-cookie';

/**
 * A browser an account has signed in from: an HttpOnly cookie holding a
 * random device id bound to the account's email by an HMAC of the auth
 * secret. Its attempts are throttled on their own (see sign-in-throttle), so
 * a stranger guessing at an account never slows the owner's own browser. It
 * proves nothing by itself: the password is still checked every time.
 */
export const KNOWN_DEVICE_COOKIE = 'hisab.known_device';
/** Half a year: a student's laptop stays known across a whole exam cycle. */
export const KNOWN_DEVICE_MAX_AGE = 180 * 24 * 60 * 60;

function tag(secret: string, deviceId: string, email: string): string {
  return createHmac('sha256', secret).update(`known-device\n${deviceId}\n${email.trim().toLowerCase()}`).digest('base64url');
}

/** The cookie's value for this account: the browser's device id kept when it has one. */
export function knownDeviceValue(secret: string, email: string, deviceId = randomBytes(16).toString('base64url')): string {
  return `${deviceId}.${tag(secret, deviceId, email)}`;
}

/** The device id, when the request's cookie was given to this browser by a sign-in to this email. */
export function knownDeviceId(cookieHeader: string | null | undefined, secret: string, email: string): string | null {
  const raw = readCookie(cookieHeader, KNOWN_DEVICE_COOKIE);
  if (!raw) return null;
  const dot = raw.indexOf('.');
  if (dot < 1) return null;
  const deviceId = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(tag(secret, deviceId, email));
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}
