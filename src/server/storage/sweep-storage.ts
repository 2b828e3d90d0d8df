import type { Db } from '../db/database';
import type { FileStorage, ListedObject } from './file-storage';
import type { KeptFolder } from './kept-files';
import { namedKeys, unknownMigrations } from './named-keys';

/** How long an object no row names is kept after it was last put: a day, so a put whose row is still being written (an upload, a move) is never taken. */
export const SWEEP_GRACE_MS = 24 * 3600_000;

/** The folders of files named by content (kept-files.ts), every one of them (a Record, so a new KeptFolder fails the typecheck until it is here). */
const CONTENT_FOLDERS: Record<KeptFolder, true> = { 'lesson-files': true, resources: true, screenshots: true, images: true, 'image-variants': true };
/** What the product names in them: `<folder>/<sha256>`. Anything else there is not the product's to remove. */
const CONTENT_KEY = /^[a-z-]+\/[0-9a-f]{64}$/;
/** A video's folder (`videos/<uuid>`, video/create-video-asset.ts): its original, HLS ladder, poster and captions go together. */
const VIDEO_FOLDER = /^(videos\/[^/]+)\//;

/** Deletes sent at once (each is one request on S3), and objects gathered before they are sent. */
const DELETE_LANES = 8;
const DELETE_BATCH = 256;

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
  /** Why nothing was looked at (the database is ahead of this release), or null. */
  skipped: string | null;
  /** Objects removed (those in removed video folders included) and their bytes. */
  removed: { objects: number; bytes: number; videoFolders: number };
  /** Objects left: named by a row, put within the grace period, or not named the product's way. */
  kept: { named: number; young: number; unrecognised: number };
};

/**
 * Removes the objects of the product's folders that no row names and that
 * nobody has put for a grace period (a day): the files replaced or left by
 * deleted rows, which are never deleted when the row changes (kept-files.ts
 * says why). A video's folder goes whole, once no row names anything in it
 * and every object in it is older than the grace period. Nothing outside
 * those folders is looked at (resumable uploads, another application's
 * objects in a shared bucket), nor anything in them not named the way the
 * product names files.
 *
 * The rows are read before the listing starts and the grace period counts
 * back from that moment, so a file put again and named by a row after the
 * read is seen as just put. What is left is the moment between listing an
 * object and deleting it (objects are deleted a batch at a time as the
 * listing goes): bytes unnamed for a day put again in that moment would be
 * lost. Safe to run twice, and from two processes at once.
 */
export async function sweepStorage({ db, storage }: { db: Db; storage: FileStorage }, options: SweepOptions = {}): Promise<SweepReport> {
  const { graceMs = SWEEP_GRACE_MS, now = new Date(), dryRun = false, signal, onRemoved } = options;
  const report: SweepReport = { dryRun, skipped: null, removed: { objects: 0, bytes: 0, videoFolders: 0 }, kept: { named: 0, young: 0, unrecognised: 0 } };
  const unknown = await unknownMigrations(db);
  if (unknown.length > 0) {
    report.skipped = `The database has migrations this release does not know (${unknown.join(', ')}): a newer release may keep files in columns this one cannot read.`;
    return report;
  }
  const cutoff = now.getTime() - graceMs;
  const named = await namedKeys(db);
  const namedFolders = new Set<string>();
  for (const key of named) {
    const folder = VIDEO_FOLDER.exec(key)?.[1];
    if (folder) namedFolders.add(folder);
  }

  const batch: ListedObject[] = [];
  const flush = async () => {
    if (!dryRun) await inLanes(batch, (object) => storage.delete(object.key));
    for (const object of batch) {
      report.removed.objects += 1;
      report.removed.bytes += object.size;
      onRemoved?.({ key: object.key, folder: false, objects: 1, bytes: object.size });
    }
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
    if (!dryRun) await storage.deletePrefix(folder);
    report.removed.videoFolders += 1;
    report.removed.objects += tally.objects;
    report.removed.bytes += tally.bytes;
    onRemoved?.({ key: folder, folder: true, objects: tally.objects, bytes: tally.bytes });
  }
  return report;
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
