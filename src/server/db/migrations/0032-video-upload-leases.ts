import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../database';
import { columnTypes } from './types';

/**
 * `video_uploads` gains what makes a finish survive its process (migration
 * 0030 made the table):
 *
 * - `claim` and `heartbeat_at`: the request finishing an upload holds it by a
 *   random token and renews `heartbeat_at` by the database's clock while it
 *   works. A claim not renewed for a minute was left by a process that died
 *   (a deploy during a long finish); a later request for the upload takes it
 *   over with one conditional update and finishes the upload itself.
 * - state `refused` with `refusal_code` and `refusal_message`: a refused file
 *   is remembered for a day, so a client that lost the refusal's answer is
 *   told it when it asks again, rather than that the upload is complete.
 *
 * SQLite cannot change a CHECK constraint, so the table is made anew and its
 * rows copied (a claim in progress keeps going: its heartbeat starts now).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const double = (databaseKind(db) === 'postgres' ? 'double precision' : 'real') as 'real';
  await db.schema
    .createTable('video_uploads_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('finishing', 'done', 'refused')`))
    .addColumn('size_bytes', double)
    .addColumn('asset_id', 'integer')
    .addColumn('claim', 'text')
    .addColumn('heartbeat_at', t.timestamp)
    .addColumn('refusal_code', 'text')
    .addColumn('refusal_message', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`insert into video_uploads_next (id, state, size_bytes, asset_id, claim, heartbeat_at, updated_at)
    select id, state, size_bytes, asset_id, case when state = 'finishing' then 'before-0032' end, case when state = 'finishing' then ${t.now} end, updated_at from video_uploads`.execute(db);
  await db.schema.dropTable('video_uploads').execute();
  await db.schema.alterTable('video_uploads_next').renameTo('video_uploads').execute();
  await db.schema.createIndex('video_uploads_updated_idx').on('video_uploads').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const double = (databaseKind(db) === 'postgres' ? 'double precision' : 'real') as 'real';
  await db.schema
    .createTable('video_uploads_before')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('finishing', 'done')`))
    .addColumn('size_bytes', double)
    .addColumn('asset_id', 'integer')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await sql`insert into video_uploads_before (id, state, size_bytes, asset_id, updated_at)
    select id, state, size_bytes, asset_id, updated_at from video_uploads where state <> 'refused'`.execute(db);
  await db.schema.dropTable('video_uploads').execute();
  await db.schema.alterTable('video_uploads_before').renameTo('video_uploads').execute();
  await db.schema.createIndex('video_uploads_updated_idx').on('video_uploads').column('updated_at').execute();
}
