import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** How often the lag is sampled, and over how long the worst sample counts. */
const TICK_MS = 50;
const WINDOW_MS = 500;
/** How far back the share of time the loop was busy is measured. */
const BUSY_WINDOW_MS = 1000;

/** What the overload gate reads of the loop: how late it runs and how busy it has been. */
export type LoopPressure = {
  /** The worst delay of the sampling timer over the last half second, in ms. */
  lagMs: number;
  /** The share of the last second the loop spent running code rather than waiting for input, 0 to 1. */
  busy: number;
};

/**
 * How late this process's event loop has been running, and how busy.
 *
 * Requests a saturated process has not reached yet wait in its sockets,
 * unparsed: the overload gate's count of requests in flight cannot see
 * them, and measured at 3,000 students pressing Start at once on one
 * SQLite process, Start waited 6 s without a single refusal. A loop that
 * runs late is that queue, seen from inside: each turn takes as long as
 * the work that arrived during the one before.
 *
 * Lateness alone is not a queue, though. One long turn (a cold page
 * render) or a machine whose other programs take the CPU for a moment
 * makes the timer late while the loop is mostly idle; the loop's
 * utilisation (Node's own measure of the time spent outside the wait for
 * input) tells the two apart: a saturated loop is busy all the time.
 */
export class LoopLag {
  private readonly samples: { at: number; lag: number; used: EventLoopUtilization }[] = [];
  private readonly timer: NodeJS.Timeout;
  private expected: number;

  constructor(
    private readonly clock: () => number = () => performance.now(),
    private readonly utilization: (since?: EventLoopUtilization) => EventLoopUtilization = (since) => performance.eventLoopUtilization(since),
  ) {
    this.expected = clock() + TICK_MS;
    this.samples.push({ at: clock(), lag: 0, used: utilization() });
    this.timer = setInterval(() => this.tick(), TICK_MS);
    // Never what keeps the process alive.
    this.timer.unref();
  }

  /** The worst lag of the last half second, in ms. */
  recent(): number {
    const since = this.clock() - WINDOW_MS;
    let worst = 0;
    for (const sample of this.samples) if (sample.at >= since && sample.lag > worst) worst = sample.lag;
    return worst;
  }

  /** The share of roughly the last second the loop was busy. */
  busy(): number {
    const oldest = this.samples[0];
    return oldest ? this.utilization(oldest.used).utilization : 0;
  }

  pressure(): LoopPressure {
    return { lagMs: this.recent(), busy: this.busy() };
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const now = this.clock();
    this.samples.push({ at: now, lag: Math.max(0, now - this.expected), used: this.utilization() });
    this.expected = now + TICK_MS;
    // The oldest sample kept is the first one inside the busy window (or the newest, after a turn longer than it).
    const since = now - BUSY_WINDOW_MS;
    while (this.samples.length > 1 && this.samples[1]!.at <= since) this.samples.shift();
  }
}
