import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { FileStorage } from './file-storage';

/** The object at the storage root naming the installation whose sweep may remove files there. */
export const INSTALLATION_MARKER_KEY = 'hisab-installation';

/**
 * The installation's id: made once, kept in app_settings, so every process
 * and machine on the database shares it. A copy of the database (a staging
 * copy, a restored backup) carries it too: the marker below tells two
 * installations apart, not two copies of one database.
 */
export async function installationId(db: Db): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key: 'installation_id', value: randomUUID() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'installation_id').executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Whether this installation's sweep may remove files from the storage: the
 * marker must name it. A storage without a marker gets one naming this
 * installation (not in a dry run, which writes nothing), read back so that
 * of two installations writing at once the one that lost stands aside.
 * Answers why not, or null.
 */
export async function storageNotOurs({ db, storage }: { db: Db; storage: FileStorage }, { dryRun }: { dryRun: boolean }): Promise<string | null> {
  // A dry run writes nothing, the id included: a database that has none yet is no installation the marker could name.
  const id = dryRun ? ((await db.selectFrom('app_settings').select('value').where('key', '=', 'installation_id').executeTakeFirst())?.value ?? null) : await installationId(db);
  let marker = await readMarker(storage);
  if (marker === undefined && !dryRun) {
    await storage.put(INSTALLATION_MARKER_KEY, new TextEncoder().encode(`${JSON.stringify({ installation: id, written: new Date().toISOString() })}\n`), { contentType: 'application/json' });
    marker = await readMarker(storage);
  }
  if (marker === undefined || marker === id) return null;
  return marker === null
    ? `The storage's ${INSTALLATION_MARKER_KEY} object is not one this release wrote: not removing files it cannot tell are this installation's.`
    : `The storage belongs to another installation (${INSTALLATION_MARKER_KEY} names ${marker}, this database is ${id ?? 'none yet'}): two installations share this bucket or folder. Give each its own STORAGE_URL (or DATA_DIR).`;
}

/** The installation the marker names; undefined when there is no marker, null when it is not one this release wrote. */
async function readMarker(storage: FileStorage): Promise<string | null | undefined> {
  const bytes = await storage.read(INSTALLATION_MARKER_KEY);
  if (!bytes) return undefined;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const installation = (parsed as { installation?: unknown } | null)?.installation;
    return typeof installation === 'string' && installation !== '' ? installation : null;
  } catch {
    return null;
  }
}
