/** How often the lag is sampled, and over how long the worst sample counts. */
const TICK_MS = 50;
const WINDOW_MS = 500;

/**
 * How late this process's event loop has been running, in ms: the worst
 * delay of a timer due every 50 ms over the last half second.
 *
 * Requests a saturated process has not reached yet wait in its sockets,
 * unparsed: the overload gate's count of requests in flight cannot see
 * them, and measured at 3,000 students pressing Start at once on one
 * SQLite process, Start waited 6 s without a single refusal. A loop that
 * runs late is that queue, seen from inside: each turn takes as long as
 * the work that arrived during the one before.
 */
export class LoopLag {
  private readonly samples: { at: number; lag: number }[] = [];
  private readonly timer: NodeJS.Timeout;
  private expected: number;

  constructor(private readonly clock: () => number = () => performance.now()) {
    this.expected = clock() + TICK_MS;
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

  stop(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const now = this.clock();
    this.samples.push({ at: now, lag: Math.max(0, now - this.expected) });
    this.expected = now + TICK_MS;
    const since = now - WINDOW_MS;
    while (this.samples.length > 0 && this.samples[0]!.at < since) this.samples.shift();
  }
}
