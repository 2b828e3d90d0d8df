import type { Kysely } from 'kysely';

/**
 * The sessions' shared version: each process keeps signed-in sessions in
 * memory for a few seconds, and a sign-out, suspension, role or password
 * change anywhere moves this version so every process drops its copies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db
    .insertInto('cache_versions' as never)
    .values({ area: 'sessions', version: 1 } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('cache_versions' as never)
    .where('area' as never, '=', 'sessions' as never)
    .execute();
}
