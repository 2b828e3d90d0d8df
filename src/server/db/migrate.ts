import { Migrator, sql, type Kysely, type MigrationResult } from 'kysely';
import { databaseKind } from './database';
import { migrations } from './migrations';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Brings the schema up to date. Kysely takes a lock, so several processes
 * starting together against one PostgreSQL database apply each migration
 * once. A failure throws: a half-migrated database must stop the start-up.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  // Kysely looks for its own tables in any schema unless told which one; a
  // database whose search path starts elsewhere (each PostgreSQL test file
  // has its own schema) must keep them in that schema, not find another's.
  const schema = databaseKind(db) === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results;
}
