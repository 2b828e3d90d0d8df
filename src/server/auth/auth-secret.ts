import crypto from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The key that signs session cookies. AUTH_SECRET wins; otherwise one is
 * generated on first start and kept in the database, so every process of
 * a PostgreSQL deployment shares it and restarts keep users signed in.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({ key: 'auth_secret', value: crypto.randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'auth_secret').executeTakeFirstOrThrow();
  return row.value;
}
