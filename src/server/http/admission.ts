import type { LoopPressure } from './loop-lag';

/**
 * How many API requests one server process takes on at once before it
 * says "busy, come back in a moment" instead of queueing for a minute.
 *
 * Beyond the machine's capacity (ten thousand students pressing Start in
 * the same ten seconds, say) every request waits behind the others, and a
 * student sees a spinner for a minute while timeouts pile up on both
 * ends. The gate keeps the work a process has taken on small enough to
 * finish within `maxWaitMs`: it counts the requests in flight and the rate
 * at which they have been finishing over the last two seconds, and refuses
 * a new one when finishing those in flight would take longer than that.
 * The refused request gets a 503 with Retry-After at once (shed-load.ts),
 * costing almost nothing, and the exam player's outbox tries it again
 * after a jittered wait (web/exams/answer-queue.ts), so no answer is lost.
 *
 * Below `minInFlight` everything is admitted (a quiet server, a test's
 * burst of twenty), and the rate never counts as lower than `floorRate`,
 * so a cold process facing its first burst admits a reasonable amount
 * before its own figures exist.
 *
 * A process serving a crowd whose event loop is saturated (busy nine
 * tenths of the last second) and runs more than half of `maxWaitMs` late
 * refuses too, whatever it has in flight: its queue is then in the
 * sockets, unread (loop-lag.ts). A refusal is cheap, so refusing shortens
 * the loop's turns until the lag is gone. All three must hold: a late
 * timer on a mostly idle loop is a slow render or a machine busy with
 * other programs, and a loop with a handful of requests has no queue to
 * shed.
 */
export type AdmissionSettings = {
  /** The longest the requests in flight may be expected to take to finish; 0 turns the gate off. */
  maxWaitMs: number;
  minInFlight: number;
  /** Requests a second the process is assumed to finish at least. */
  floorRate: number;
};

export const DEFAULT_ADMISSION: AdmissionSettings = { maxWaitMs: 1000, minInFlight: 64, floorRate: 100 };

/** Finished requests are counted in buckets of this length, over WINDOW_BUCKETS of them. */
const BUCKET_MS = 250;
const WINDOW_BUCKETS = 8;
/** The Retry-After a refusal carries is between these, in seconds. */
const RETRY_AFTER_MIN_S = 1;
const RETRY_AFTER_MAX_S = 10;

/** The share of its time a loop must have been busy for its lag to count as a queue. */
const SATURATED = 0.9;

export type Admission = { admitted: true; release: () => void } | { admitted: false; retryAfterSeconds: number };

export class AdmissionGate {
  private inFlight = 0;
  /** Finished counts per bucket, keyed by the bucket's number (time / BUCKET_MS). */
  private readonly finished = new Map<number, number>();

  constructor(
    private readonly settings: AdmissionSettings = DEFAULT_ADMISSION,
    private readonly clock: () => number = Date.now,
    /** How late and how busy the event loop runs (loop-lag.ts): the queue of requests not yet read, which the count in flight cannot see. */
    private readonly loop: () => LoopPressure = () => ({ lagMs: 0, busy: 0 }),
  ) {}

  /** Takes a request on, or answers how long it should wait before asking again. */
  admit(): Admission {
    const lag = this.queuedUnreadMs();
    if (lag > 0) {
      return { admitted: false, retryAfterSeconds: Math.min(RETRY_AFTER_MAX_S, Math.max(RETRY_AFTER_MIN_S, Math.ceil((2 * lag) / 1000))) };
    }
    if (this.settings.maxWaitMs > 0 && this.inFlight >= this.settings.minInFlight) {
      const expectedMs = (this.inFlight / this.rate()) * 1000;
      if (expectedMs > this.settings.maxWaitMs) {
        return { admitted: false, retryAfterSeconds: Math.min(RETRY_AFTER_MAX_S, Math.max(RETRY_AFTER_MIN_S, Math.ceil(expectedMs / 1000))) };
      }
    }
    this.inFlight += 1;
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.count();
      },
    };
  }

  /** Requests in flight now (for logs and tests). */
  load(): number {
    return this.inFlight;
  }

  /**
   * How long the requests waiting unread in the sockets are taking, in ms, or
   * 0 when there is no such queue: the loop runs later than half the bound,
   * has been saturated, and the process is serving a crowd (at least
   * `minInFlight` requests in flight or finished over the window).
   */
  private queuedUnreadMs(): number {
    if (this.settings.maxWaitMs <= 0) return 0;
    const { lagMs, busy } = this.loop();
    if (lagMs <= this.settings.maxWaitMs / 2 || busy < SATURATED) return 0;
    return this.inFlight + this.finishedInWindow() >= this.settings.minInFlight ? lagMs : 0;
  }

  /** Requests finished per second over the window, never below the floor. */
  private rate(): number {
    return Math.max(this.settings.floorRate, this.finishedInWindow() / ((WINDOW_BUCKETS * BUCKET_MS) / 1000));
  }

  private finishedInWindow(): number {
    const now = Math.floor(this.clock() / BUCKET_MS);
    let total = 0;
    for (const [bucket, count] of this.finished) {
      if (bucket <= now - WINDOW_BUCKETS) this.finished.delete(bucket);
      else total += count;
    }
    return total;
  }

  private count(): void {
    const bucket = Math.floor(this.clock() / BUCKET_MS);
    this.finished.set(bucket, (this.finished.get(bucket) ?? 0) + 1);
    // Old buckets are dropped when the rate is read; a gate that never refuses never reads it, so keep the map small here too.
    if (this.finished.size > WINDOW_BUCKETS * 2) this.rate();
  }
}
