import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Db } from '../../../db/database';

export type UploadLockTimes = {
  /** How long a lock holds without being renewed: a process that died frees its locks after this. */
  leaseMs: number;
  /** How often a holder renews its lease and looks for a request to let go, and a waiter tries again. */
  tickMs: number;
  /** How long a request waits for the lock before tus answers 500 (the client tries again). */
  acquireTimeoutMs: number;
};

const TIMES: UploadLockTimes = { leaseMs: 15_000, tickMs: 500, acquireTimeoutMs: 30_000 };

/**
 * tus's lock of an upload, in the database (`video_upload_locks`), so it
 * holds across processes and machines as tus's own MemoryLocker does within
 * one process. It matters after a dropped connection: the server may go on
 * receiving and writing the dropped PATCH for a while (until it notices),
 * while the client's retry reaches another process or machine. Unlocked,
 * that old request's last part could land after newer ones (S3 parts are
 * numbered when a request starts) and spoil the upload. Locked, the retry's
 * HEAD waits, asks the holder to let go (the holder ends its request: tus
 * stops reading it and writes what has arrived), then reads the true offset.
 */
export class UploadLocker implements Locker {
  constructor(
    private readonly db: Db,
    private readonly times: UploadLockTimes = TIMES,
  ) {}

  newLock(id: string): Lock {
    return new UploadLock(this.db, id, this.times);
  }
}

class UploadLock implements Lock {
  private readonly holder = randomBytes(12).toString('hex');
  private ticking: NodeJS.Timeout | null = null;
  private released = false;

  constructor(
    private readonly db: Db,
    private readonly id: string,
    private readonly times: UploadLockTimes,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.times.acquireTimeoutMs;
    for (;;) {
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (await this.take()) break;
      await this.db.updateTable('video_upload_locks').set({ release_requested: 1 }).where('id', '=', this.id).where('holder', '!=', this.holder).execute();
      await pause(this.times.tickMs, signal);
    }
    this.ticking = setInterval(() => void this.renew(requestRelease).catch(() => undefined), this.times.tickMs);
    this.ticking.unref();
  }

  async unlock(): Promise<void> {
    this.released = true;
    if (this.ticking) clearInterval(this.ticking);
    await this.db.deleteFrom('video_upload_locks').where('id', '=', this.id).where('holder', '=', this.holder).execute();
  }

  /** A new lock row, or one whose holder stopped renewing it (its process died): a conditional insert, so one racer gets it. */
  private async take(): Promise<boolean> {
    const now = Date.now();
    const row = { id: this.id, holder: this.holder, expires_at: new Date(now + this.times.leaseMs).toISOString(), release_requested: 0 };
    const taken = await this.db
      .insertInto('video_upload_locks')
      .values(row)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ holder: row.holder, expires_at: row.expires_at, release_requested: 0 }).where('video_upload_locks.expires_at', '<', new Date(now).toISOString()),
      )
      .returning('holder')
      .executeTakeFirst();
    return taken !== undefined;
  }

  /** Keeps the lease while the request works; lets go when asked, or when the lock was lost (it was taken over after a long stall). */
  private async renew(requestRelease: RequestRelease): Promise<void> {
    const row = await this.db
      .updateTable('video_upload_locks')
      .set({ expires_at: new Date(Date.now() + this.times.leaseMs).toISOString() })
      .where('id', '=', this.id)
      .where('holder', '=', this.holder)
      .returning('release_requested')
      .executeTakeFirst();
    if (this.released) return;
    if (!row || row.release_requested === 1) await requestRelease();
  }
}

/** Removes locks whose lease ran out before `cutoff` (their holders died and nobody asked for the upload since). Answers how many. */
export async function sweepUploadLocks(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('video_upload_locks').where('expires_at', '<', cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
