import { Migrator, type Kysely, type MigrationResult } from 'kysely';
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
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results;
}
