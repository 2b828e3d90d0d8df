import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MEDIA_ADDRESS_SECONDS, mediaClaims, signMediaAddress, verifyMediaAddress } from './media-address';

const KEY = randomBytes(32);
const NOW = new Date('2026-11-28T10:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** The token with its payload replaced (the signature kept), as someone editing an address would. */
function withPayload(token: string, payload: string): string {
  return `${Buffer.from(payload).toString('base64url')}.${token.split('.')[1]}`;
}

describe('signed media addresses', () => {
  const claims = mediaClaims({ assetId: 12, lessonId: 345, viewer: 'user_AbC-9', now: NOW });

  it('are base64url tokens that carry the asset, lesson, viewer and an expiry about 15 minutes away', () => {
    const token = signMediaAddress(KEY, claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(claims.expires - NOW.getTime() / 1000).toBe(MEDIA_ADDRESS_SECONDS);
    expect(MEDIA_ADDRESS_SECONDS).toBe(900);
    expect(verifyMediaAddress(KEY, token, NOW)).toEqual({ ok: true, claims: { assetId: 12, lessonId: 345, viewer: 'user_AbC-9', expires: claims.expires } });
    // Every address made is new, even for the same claims in the same second.
    expect(signMediaAddress(KEY, claims)).not.toBe(token);
    // A visitor on a free preview.
    const preview = signMediaAddress(KEY, { ...claims, viewer: 'preview' });
    expect(verifyMediaAddress(KEY, preview, NOW)).toMatchObject({ ok: true, claims: { viewer: 'preview' } });
  });

  it('play until the expiry and answer expired from that second on', () => {
    const token = signMediaAddress(KEY, claims);
    expect(verifyMediaAddress(KEY, token, later(MEDIA_ADDRESS_SECONDS - 1)).ok).toBe(true);
    expect(verifyMediaAddress(KEY, token, later(MEDIA_ADDRESS_SECONDS))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyMediaAddress(KEY, token, later(86_400))).toEqual({ ok: false, reason: 'expired' });
  });

  it('are invalid when any part of the payload is changed: another lesson, asset, viewer or a later expiry', () => {
    const token = signMediaAddress(KEY, claims);
    const nonce = Buffer.from(token.split('.')[0]!, 'base64url').toString().split('.')[4]!;
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).toBe(`12.345.${claims.expires}.user_AbC-9.${nonce}`);
    const edits = [`12.346.${claims.expires}.user_AbC-9`, `13.345.${claims.expires}.user_AbC-9`, `12.345.${claims.expires}.someone_else`, `12.345.${claims.expires + 3600}.user_AbC-9`];
    for (const payload of edits) {
      expect(verifyMediaAddress(KEY, withPayload(token, `${payload}.${nonce}`), NOW), payload).toEqual({ ok: false, reason: 'invalid' });
    }
    // Expired and tampered with: invalid, never "expired" (which only a genuine address may say).
    expect(verifyMediaAddress(KEY, withPayload(token, `12.345.${claims.expires}.x.${nonce}`), later(86_400))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are invalid when signed with another key, cut short, or not a token at all', () => {
    const token = signMediaAddress(KEY, claims);
    expect(verifyMediaAddress(randomBytes(32), token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    for (const bad of [`${payload}.${flipped}`, `${payload}.${signature.slice(0, 20)}`, payload, `${payload}.`, `.${signature}`, `${token}.x`, '', 'not-a-token', '..']) {
      expect(verifyMediaAddress(KEY, bad, NOW), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuse claims that are signed but malformed (an empty or dotted viewer, a negative or fractional id)', () => {
    for (const odd of [{ viewer: '' }, { viewer: 'a.b' }, { assetId: -1 }, { lessonId: 1.5 }, { expires: Number.NaN }]) {
      expect(verifyMediaAddress(KEY, signMediaAddress(KEY, { ...claims, ...odd }), NOW), JSON.stringify(odd)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
