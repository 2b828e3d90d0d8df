import { sql } from 'kysely';
import { databaseKind, type Db } from './database';
import { migrations } from './migrations';

export type MigrationStatus = {
  /** Applied to the database but unknown to this release: a newer release is (or was) running on it. */
  unknown: string[];
  /** Known to this release but not applied: the database is older than this release. */
  pending: string[];
};

/**
 * How the database's schema stands against this release's migrations,
 * read from Kysely's `kysely_migration` without changing anything (a
 * database never migrated has no such table: every migration is pending).
 * For tools that must not migrate: the storage sweep, `npm run files:sweep`.
 */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const applied = (await hasMigrationTable(db)) ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name) : [];
  const done = new Set(applied);
  return { unknown: applied.filter((name) => !(name in migrations)), pending: Object.keys(migrations).filter((name) => !done.has(name)) };
}

/** Whether Kysely's table is there, where an unqualified name finds it (PostgreSQL's search path, as the queries above). */
async function hasMigrationTable(db: Db): Promise<boolean> {
  const { rows } =
    databaseKind(db) === 'postgres'
      ? await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db)
      : await sql<{ found: string | null }>`select name as found from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db);
  return rows[0]?.found != null;
}

/** Why a tool that needs the schema exactly as this release knows it must not go on, or null when it may. */
export function schemaMismatch({ unknown, pending }: MigrationStatus): string | null {
  if (unknown.length > 0) return `The database has migrations this release does not know (${unknown.join(', ')}): a newer release runs on it; use that release.`;
  if (pending.length > 0)
    return `The database lacks ${pending.length === 1 ? 'a migration' : `${pending.length} migrations`} of this release (${pending.join(', ')}): run the server or npm run db:migrate first.`;
  return null;
}
