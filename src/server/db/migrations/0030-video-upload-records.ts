import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../database';
import { columnTypes } from './types';

/**
 * `video_uploads`: what the app servers share about a resumable video upload
 * once its last byte has arrived, by its tus id. `finishing` while one
 * request checks and keeps the file (the row is the claim: it is inserted
 * only where none exists, so of any number of racing requests on any number
 * of machines one finishes it); `done` once it has become a video, naming
 * the video and the size, so a client that lost the last answer and asks
 * any machine again is told the upload is complete; `refused` with the
 * refusal's code and message, so a client that lost that answer is told it
 * again. The finishing request holds the claim by a random token (`claim`)
 * and renews `heartbeat_at` by the database's clock while it works: a claim
 * not renewed for a minute was left by a process that died (a deploy during
 * a long finish), and a later request takes it over with one conditional
 * update. Rows older than the upload lifetime (a day) are swept. Replaces
 * the `.finishing` and `.done` files of the uploads folder, which only the
 * machine holding the folder could see.
 *
 * `video_upload_locks`: tus's lock of an upload while a request reads or
 * writes it, so two requests for one upload never write at once, whatever
 * processes or machines they reach (studio/video/uploads/upload-locker.ts).
 * The holder renews `expires_at` while it works; a request that wants the
 * lock sets `release_requested`, and the holder then ends its request; a
 * lock whose holder died is taken over once its lease has run out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  // Sizes pass 2^31 (up to 4 GB): a double holds them exactly, as video_assets.source_bytes does.
  const double = (databaseKind(db) === 'postgres' ? 'double precision' : 'real') as 'real';
  await db.schema
    .createTable('video_uploads')
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
  await db.schema.createIndex('video_uploads_updated_idx').on('video_uploads').column('updated_at').execute();
  await db.schema
    .createTable('video_upload_locks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('release_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_upload_locks').execute();
  await db.schema.dropTable('video_uploads').execute();
}
