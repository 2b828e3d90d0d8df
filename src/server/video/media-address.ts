import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How long a signed media address plays: long enough that a viewer who
 * pauses for a coffee does not notice, short enough that a copied address
 * is soon useless. The player renews an expired address by itself.
 */
export const MEDIA_ADDRESS_SECONDS = 15 * 60;

/** Who an address was made for: a student's user id, or 'preview' for a visitor on a free preview. */
export type MediaViewer = string;

export type MediaClaims = {
  assetId: number;
  lessonId: number;
  viewer: MediaViewer;
  /** Unix seconds after which the address no longer plays. */
  expires: number;
};

export type MediaAddressCheck = { ok: true; claims: MediaClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Kept apart from any other use of the same key, and versioned so the format can change. */
const DOMAIN = 'hisab media address v1\n';
const SIGNATURE_BYTES = 32;
const DIGITS = /^\d{1,10}$/;
/** Better Auth's user ids and 'preview': no dot, so the payload splits one way only. */
const VIEWER = /^[A-Za-z0-9_-]{1,64}$/;
const NONCE = /^[A-Za-z0-9_-]{8}$/;

function sign(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(DOMAIN).update(payload).digest();
}

/**
 * The token of a signed media address: `<payload>.<signature>`, both
 * base64url, where the payload names the asset, the lesson, the expiry and
 * the viewer, plus a random nonce (every address made is new: one renewed
 * within the same second still differs from the one it replaces, so nothing
 * that refused or cached the old one sees it again), and the signature is an
 * HMAC-SHA256 of it under the server's media key. The address names the asset's FOLDER
 * (`/api/media/v/<token>/…`), so one token covers the master playlist, the
 * rungs' playlists and segments, the poster and the captions: playlists hold
 * relative URIs, which resolve under the same token. Nothing is stored: any
 * process (or, later, a CDN that knows the key) can check it.
 */
export function signMediaAddress(key: Buffer, claims: MediaClaims): string {
  const payload = `${claims.assetId}.${claims.lessonId}.${claims.expires}.${claims.viewer}.${randomBytes(6).toString('base64url')}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(key, payload).toString('base64url')}`;
}

/** The claims a new address carries: valid from now for MEDIA_ADDRESS_SECONDS. */
export function mediaClaims({ assetId, lessonId, viewer, now = new Date() }: { assetId: number; lessonId: number; viewer: MediaViewer; now?: Date }): MediaClaims {
  return { assetId, lessonId, viewer, expires: Math.floor(now.getTime() / 1000) + MEDIA_ADDRESS_SECONDS };
}

/**
 * Checks a token: its signature first (compared in constant time), then its
 * expiry, so `expired` is only ever said of an address this server made.
 * Any change to the payload (another asset, lesson, viewer or expiry) breaks
 * the signature.
 */
export function verifyMediaAddress(key: Buffer, token: string, now = new Date()): MediaAddressCheck {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return { ok: false, reason: 'invalid' };
  const payload = Buffer.from(token.slice(0, dot), 'base64url').toString();
  const signature = Buffer.from(token.slice(dot + 1), 'base64url');
  if (signature.length !== SIGNATURE_BYTES || !timingSafeEqual(signature, sign(key, payload))) return { ok: false, reason: 'invalid' };
  const [assetId = '', lessonId = '', expires = '', viewer = '', nonce = '', ...rest] = payload.split('.');
  if (rest.length > 0 || !DIGITS.test(assetId) || !DIGITS.test(lessonId) || !DIGITS.test(expires) || !VIEWER.test(viewer) || !NONCE.test(nonce)) return { ok: false, reason: 'invalid' };
  const claims = { assetId: Number(assetId), lessonId: Number(lessonId), viewer, expires: Number(expires) };
  if (claims.expires <= Math.floor(now.getTime() / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
