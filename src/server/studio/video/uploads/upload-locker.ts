import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Db } from '../../../db/database';
import { dbNow } from '../../../db/db-clock';

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
 *
 * A lease's end is the database's time plus the lease, and a lease has run
 * out when the database's time is past it: the machines' own clocks, which
 * may be seconds apart, never judge another's lease.
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
  private renewing: Promise<void> | null = null;
  private released = false;
  private steppedDown = false;
  /**
   * When the lease surely still holds until, on this process's monotonic
   * clock: the lease from the moment the last successful take or renewal was
   * sent (the database set its end no earlier than that).
   */
  private heldUntil = 0;

  constructor(
    private readonly db: Db,
    private readonly id: string,
    private readonly times: UploadLockTimes,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = performance.now() + this.times.acquireTimeoutMs;
    for (;;) {
      if (signal.aborted || performance.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      const sent = performance.now();
      if (await this.take()) {
        this.heldUntil = sent + this.times.leaseMs;
        break;
      }
      await this.db.updateTable('video_upload_locks').set({ release_requested: 1 }).where('id', '=', this.id).where('holder', '!=', this.holder).execute();
      await pause(this.times.tickMs, signal);
    }
    this.ticking = setInterval(() => this.tick(requestRelease), this.times.tickMs);
    this.ticking.unref();
  }

  async unlock(): Promise<void> {
    this.released = true;
    if (this.ticking) clearInterval(this.ticking);
    // A renewal still under way is not waited for (it may be stalled): it renews only a row this lock holds, which is gone.
    await this.db.deleteFrom('video_upload_locks').where('id', '=', this.id).where('holder', '=', this.holder).execute();
  }

  /** A new lock row, or one whose lease the database's clock says has run out (its holder died): a conditional insert, so one racer gets it. */
  private async take(): Promise<boolean> {
    const leaseEnd = dbNow(this.db, this.times.leaseMs);
    const taken = await this.db
      .insertInto('video_upload_locks')
      .values({ id: this.id, holder: this.holder, expires_at: leaseEnd, release_requested: 0 })
      .onConflict((oc) => oc.column('id').doUpdateSet({ holder: this.holder, expires_at: leaseEnd, release_requested: 0 }).where('video_upload_locks.expires_at', '<', dbNow(this.db)))
      .returning('holder')
      .executeTakeFirst();
    return taken !== undefined;
  }

  /**
   * Every tick: steps down once the lease may be running out with no renewal
   * through (the database slow or unreachable, the event loop late), before
   * another request may take the lock while this one still writes; then
   * renews, one renewal at a time (a slow one is never overtaken by the next).
   */
  private tick(requestRelease: RequestRelease): void {
    if (this.released) return;
    if (performance.now() > this.heldUntil - this.times.leaseMs / 3) this.stepDown(requestRelease);
    if (this.renewing) return;
    const sent = performance.now();
    this.renewing = this.renew()
      .then((outcome) => {
        if (outcome !== 'lost') this.heldUntil = sent + this.times.leaseMs;
        if (outcome !== 'held') this.stepDown(requestRelease);
      })
      .catch(() => {
        // Tried again at the next tick; the lease's end decides when to let go.
      })
      .finally(() => {
        this.renewing = null;
      });
  }

  /** Keeps the lease while the request works; answers whether another request asked for the lock, or it was lost (taken over after a long stall). */
  private async renew(): Promise<'held' | 'asked' | 'lost'> {
    const row = await this.db
      .updateTable('video_upload_locks')
      .set({ expires_at: dbNow(this.db, this.times.leaseMs) })
      .where('id', '=', this.id)
      .where('holder', '=', this.holder)
      .returning('release_requested')
      .executeTakeFirst();
    if (!row) return 'lost';
    return row.release_requested === 1 ? 'asked' : 'held';
  }

  /** Ends the request: tus stops reading it, writes what has arrived, and unlocks. Renewing goes on meanwhile. */
  private stepDown(requestRelease: RequestRelease): void {
    if (this.steppedDown || this.released) return;
    this.steppedDown = true;
    void Promise.resolve(requestRelease()).catch(() => undefined);
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
