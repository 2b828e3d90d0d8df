import { gzipSync } from 'node:zlib';
import { SignJWT } from 'jose';
import type { Db } from '../db/database';
import { issuerProfile, STATUS_LIST_PATH } from './issuer';
import { issuerKey } from './credential-key';

/** The W3C Bitstring Status List's smallest list: 16 kB, so one bit set says little about how many certificates there are. */
const MIN_BITS = 131_072;

/** The list's bits, gzipped and base64url-encoded, the first bit the most significant of the first byte, as the W3C format reads it. */
export function encodeBitstring(setBits: number[]): string {
  const bits = Math.max(MIN_BITS, Math.ceil((Math.max(0, ...setBits) + 1) / 8) * 8);
  const bytes = new Uint8Array(bits / 8);
  for (const index of setBits) bytes[index >> 3]! |= 0x80 >> (index & 7);
  return Buffer.from(gzipSync(bytes)).toString('base64url');
}

/**
 * The revocation list every certificate's credential points to: one bit per
 * certificate row (its id), set when the certificate is revoked, as a
 * BitstringStatusListCredential signed like the credentials. Drawn from the
 * rows on each request: a revocation shows at once.
 */
export async function revocationList(db: Db, publicUrl: string, now = new Date()): Promise<string> {
  const revoked = await db.selectFrom('certificates').select('id').where('revoked_at', 'is not', null).execute();
  const key = await issuerKey(db);
  const id = `${publicUrl}${STATUS_LIST_PATH}`;
  return new SignJWT({
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerProfile(publicUrl),
    validFrom: now.toISOString(),
    credentialSubject: { id: `${id}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: encodeBitstring(revoked.map((r) => r.id)) },
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', kid: key.kid })
    .setIssuer(publicUrl)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key.privateKey);
}
