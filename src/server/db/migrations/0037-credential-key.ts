import { sql, type Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * The key certificates' signed credentials are signed with
 * (certificates/credential-key.ts): one Ed25519 key pair, made the first
 * time a credential is asked for and kept, so every process and every
 * server signs with the same key and the public key published at
 * /.well-known/jwks.json verifies them all. One row (id 1): two processes
 * making a key at once keep the first one written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('credential_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('kid', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credential_keys').execute();
}
