import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JWK } from 'jose';
import type { Db } from '../db/database';

export type IssuerKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

const kept = new WeakMap<object, Promise<IssuerKey>>();

/**
 * The issuer's signing key: read from the database, or made and written the
 * first time (an insert that does nothing when another process wrote one
 * first, then a read, so every process signs with the same key). Kept in
 * the process once read: it never changes.
 */
export function issuerKey(db: Db): Promise<IssuerKey> {
  let key = kept.get(db);
  if (!key) {
    key = loadOrMakeIssuerKey(db).catch((error: unknown) => {
      kept.delete(db);
      throw error;
    });
    kept.set(db, key);
  }
  return key;
}

/** The key as stored, or a new one stored first: what `issuerKey` keeps per process (exported for the race test). */
export async function loadOrMakeIssuerKey(db: Db): Promise<IssuerKey> {
  let row = await db.selectFrom('credential_keys').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) {
    const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const publicJwk = await exportJWK(pair.publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await db
      .insertInto('credential_keys')
      .values({ id: 1, kid, private_key: await exportPKCS8(pair.privateKey), public_jwk: JSON.stringify(publicJwk) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await db.selectFrom('credential_keys').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  }
  return { kid: row.kid, privateKey: await importPKCS8(row.private_key, 'EdDSA'), publicJwk: { ...(JSON.parse(row.public_jwk) as JWK), kid: row.kid, alg: 'EdDSA', use: 'sig' } };
}
