import { createHmac, timingSafeEqual } from 'node:crypto';

export type CookieAttributes = {
  secure?: boolean;
  sameSite?: string;
  path?: string;
  httpOnly?: boolean;
  domain?: string;
};

/** One cookie's raw value from a Cookie header, or null; no other cookie is decoded. */
export function readCookie(header: string | undefined | null, name: string): string | null {
  if (!header) return null;
  const prefix = `${name}=`;
  for (const part of header.split(';')) {
    const trimmed = part.trimStart();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length).trimEnd();
  }
  return null;
}

function signature(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64');
}

/**
 * The value of a cookie signed the way Better Auth signs its session cookie
 * (`value.base64(HMAC-SHA256(secret, value))`, URL-encoded), or null when
 * the signature does not match. node:crypto checks it in a few microseconds
 * where WebCrypto's promise-based check costs over a hundred.
 */
export function verifySignedValue(raw: string, secret: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return null;
  const value = decoded.slice(0, dot);
  const given = Buffer.from(decoded.slice(dot + 1), 'base64');
  const expected = Buffer.from(signature(value, secret), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** A Set-Cookie line for a signed value, readable by Better Auth and by `verifySignedValue`. */
export function signedCookieLine({ name, value, secret, attributes, maxAgeSeconds }: { name: string; value: string; secret: string; attributes: CookieAttributes; maxAgeSeconds?: number }): string {
  let line = `${name}=${encodeURIComponent(`${value}.${signature(value, secret)}`)}`;
  if (maxAgeSeconds !== undefined) line += `; Max-Age=${Math.floor(maxAgeSeconds)}`;
  if (attributes.domain) line += `; Domain=${attributes.domain}`;
  line += `; Path=${attributes.path ?? '/'}`;
  if (attributes.httpOnly) line += '; HttpOnly';
  if (attributes.secure) line += '; Secure';
  if (attributes.sameSite) line += `; SameSite=${attributes.sameSite.charAt(0).toUpperCase()}${attributes.sameSite.slice(1)}`;
  return line;
}

/** A Set-Cookie line that makes the browser forget the cookie. */
export function expiredCookieLine(name: string, attributes: CookieAttributes): string {
  return `${name}=; Max-Age=0; Path=${attributes.path ?? '/'}${attributes.httpOnly ? '; HttpOnly' : ''}${attributes.secure ? '; Secure' : ''}`;
}
