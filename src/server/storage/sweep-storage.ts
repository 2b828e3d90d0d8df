import type { Db } from '../db/database';
import { migrationStatus, schemaMismatch } from '../db/migration-status';
import type { FileStorage, ListedObject } from './file-storage';
import { storageNotOurs } from './installation-marker';
import type { KeptFolder } from './kept-files';
import { folderNamed, namedAmong, namedKeys } from './named-keys';
import { S3Storage } from './s3-storage';

/** How long an object no row names is kept after it was last put, unless STORAGE_SWEEP_GRACE_HOURS says otherwise: a day, so a put whose row is still being written (an upload, a move) is never taken. */
export const SWEEP_GRACE_MS = 24 * 3600_000;

/** The folders of files named by content (kept-files.ts), every one of them (a Record, so a new KeptFolder fails the typecheck until it is here). */
const CONTENT_FOLDERS: Record<KeptFolder, true> = { 'lesson-files': true, resources: true, screenshots: true, images: true, 'image-variants': true };
/** Every folder the product puts files in; `uploads/` is not one (resumable uploads have their own sweep). */
const PRODUCT_FOLDERS = [...Object.keys(CONTENT_FOLDERS), 'videos'];
/** What the product names in them: `<folder>/<sha256>`. Anything else there is not the product's to remove. */
const CONTENT_KEY = /^[a-z-]+\/[0-9a-f]{64}$/;
/** A video's folder (`videos/<uuid>`, video/create-video-asset.ts): its original, HLS ladder, poster and captions go together. */
const VIDEO_FOLDER = /^(videos\/[^/]+)\//;

/** Requests sent at once (each object is a HEAD and a DELETE on S3), and candidates gathered before the rows are asked again: about a listing page's worth, so little time passes between asking and deleting. */
const DELETE_LANES = 8;
const DELETE_BATCH = 100;
export type SweepOptions = {
  graceMs?: number;
  now?: Date;
  /** Finds and reports what would go, removing nothing. */
  dryRun?: boolean;
  /** Stops the sweep between objects (a job cancelled, the process stopping): what is removed stays removed. */
  signal?: AbortSignal;
  /** Told of each object removed (or, in a dry run, that would be), and of each video folder with its objects' count and bytes. */
  onRemoved?: (removed: { key: string; folder: boolean; objects: number; bytes: number }) => void;
};

export type SweepReport = {
  dryRun: boolean;
  /** Why nothing was looked at (the database is not at this release's schema, or the storage is another installation's), or null. */
  skipped: string | null;
  /** Objects removed (those in removed video folders included) and their bytes. */
  removed: { objects: number; bytes: number; videoFolders: number };
  /** Objects left: named by a row, put within the grace period, or not named the product's way. */
  kept: { named: number; young: number; unrecognised: number };
  /** Multipart uploads (S3) under the product's folders begun before the grace period and never finished, aborted (or, in a dry run, that would be). */
  abortedUploads: number;
};

/**
 * Removes the objects of the product's folders that no row names and that
 * nobody has put for a grace period (a day unless configured): the files
 * replaced or left by deleted rows, which are never deleted when the row
 * changes (kept-files.ts says why). A video's folder goes whole, once no row
 * names anything in it and every object in it is older than the grace
 * period. On S3 it also aborts the multipart uploads under those folders
 * begun before the grace period (a process that died mid-put). Nothing
 * outside those folders is looked at (resumable uploads, another
 * application's objects in a shared bucket), nor anything in them not
 * named the way the product names files.
 *
 * It stands aside, touching nothing, when the database is not at this
 * release's schema (a newer release may name files in columns this one
 * cannot read) or when the storage's marker names another installation.
 *
 * The rows are read once before the listing; the candidates are then
 * deleted a small batch at a time, and just before a batch goes the rows
 * are asked again for exactly its keys and each object's time is asked
 * again (stat), in that order: a row written since the first read keeps
 * its object, and so does a put since then (a writer puts the object
 * before it writes the row). What is left is the moment between an
 * object's stat and its delete, one request: bytes unnamed for the whole
 * grace period put again in that moment would be lost. A video's folder
 * is never put again under its name (each upload gets a new one), so only
 * its rows are asked again, just before it goes. Safe to run twice, and
 * from two processes at once.
 */
export async function sweepStorage({ db, storage }: { db: Db; storage: FileStorage }, options: SweepOptions = {}): Promise<SweepReport> {
  const { graceMs = SWEEP_GRACE_MS, now = new Date(), dryRun = false, signal, onRemoved } = options;
  const report: SweepReport = { dryRun, skipped: null, removed: { objects: 0, bytes: 0, videoFolders: 0 }, kept: { named: 0, young: 0, unrecognised: 0 }, abortedUploads: 0 };
  report.skipped = schemaMismatch(await migrationStatus(db)) ?? (await storageNotOurs({ db, storage }, { dryRun }));
  if (report.skipped) return report;
  const cutoff = now.getTime() - graceMs;
  const named = await namedKeys(db);
  const namedFolders = new Set<string>();
  for (const key of named) {
    const folder = VIDEO_FOLDER.exec(key)?.[1];
    if (folder) namedFolders.add(folder);
  }

  const batch: ListedObject[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const namedNow = await namedAmong(
      db,
      batch.map((object) => object.key),
    );
    await inLanes(batch, async (object) => {
      if (namedNow.has(object.key)) {
        report.kept.named += 1;
        return;
      }
      const current = await storage.stat(object.key);
      // Gone already (another sweep took it): nothing of this one's to report.
      if (!current) return;
      if (current.modifiedAt.getTime() > cutoff) {
        report.kept.young += 1;
        return;
      }
      if (!dryRun) await storage.delete(object.key);
      report.removed.objects += 1;
      report.removed.bytes += current.size;
      onRemoved?.({ key: object.key, folder: false, objects: 1, bytes: current.size });
    });
    batch.length = 0;
  };
  for (const folder of Object.keys(CONTENT_FOLDERS)) {
    for await (const object of storage.list(folder)) {
      signal?.throwIfAborted();
      if (!CONTENT_KEY.test(object.key)) report.kept.unrecognised += 1;
      else if (named.has(object.key)) report.kept.named += 1;
      else if (object.modifiedAt.getTime() > cutoff) report.kept.young += 1;
      else {
        batch.push(object);
        if (batch.length >= DELETE_BATCH) await flush();
      }
    }
    await flush();
  }

  // Video folders are judged whole, so their objects are tallied first: a few numbers per folder, however many segments.
  const folders = new Map<string, { newest: number; objects: number; bytes: number }>();
  for await (const object of storage.list('videos')) {
    signal?.throwIfAborted();
    const folder = VIDEO_FOLDER.exec(object.key)?.[1];
    if (!folder) report.kept.unrecognised += 1;
    else if (namedFolders.has(folder)) report.kept.named += 1;
    else {
      const tally = folders.get(folder) ?? { newest: 0, objects: 0, bytes: 0 };
      tally.newest = Math.max(tally.newest, object.modifiedAt.getTime());
      tally.objects += 1;
      tally.bytes += object.size;
      folders.set(folder, tally);
    }
  }
  for (const [folder, tally] of folders) {
    signal?.throwIfAborted();
    if (tally.newest > cutoff) {
      report.kept.young += tally.objects;
      continue;
    }
    // The listing took a while: a row may have come to name the folder since the rows were read.
    if (await folderNamed(db, folder)) {
      report.kept.named += tally.objects;
      continue;
    }
    if (!dryRun) await storage.deletePrefix(folder);
    report.removed.videoFolders += 1;
    report.removed.objects += tally.objects;
    report.removed.bytes += tally.bytes;
    onRemoved?.({ key: folder, folder: true, objects: tally.objects, bytes: tally.bytes });
  }

  if (storage instanceof S3Storage) report.abortedUploads = await abortUnfinishedUploads(storage, { before: cutoff, dryRun, signal });
  return report;
}

/** Aborts the multipart uploads under the product's folders begun before `before`: their parts are out of list()'s sight, but kept and billed. */
async function abortUnfinishedUploads(storage: S3Storage, { before, dryRun, signal }: { before: number; dryRun: boolean; signal: AbortSignal | undefined }): Promise<number> {
  let aborted = 0;
  for (const folder of PRODUCT_FOLDERS) {
    for await (const upload of storage.unfinishedUploads(folder)) {
      signal?.throwIfAborted();
      if (upload.initiated.getTime() > before) continue;
      if (!dryRun) await storage.abortUpload(upload.key, upload.uploadId);
      aborted += 1;
    }
  }
  return aborted;
}

/** Runs work on every item, a few at once; the first failure is thrown once the others in flight have settled. */
async function inLanes<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(DELETE_LANES, items.length) }, lane));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
