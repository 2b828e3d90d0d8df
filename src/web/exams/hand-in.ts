import { retryDelayMs } from './retry-delay';

/** What became of one submit request. */
export type SubmitOutcome = { kind: 'done' } | { kind: 'offline' } | { kind: 'busy'; retryAfterMs?: number } | { kind: 'refused'; message: string };

export type HandInParts = {
  /** Sends what the outbox holds; resolves when it is empty, offline, or already sending. */
  flush: () => Promise<void>;
  /** Answers still in the outbox. */
  waiting: () => number;
  submit: () => Promise<SubmitOutcome>;
  /** Answers are still waiting: the hand-in goes on once they are saved. */
  onWaiting: (count: number) => void;
  /** The submit did not reach the server: it is sent again. */
  onOffline: () => void;
  /** The server was too busy to take the submit (503): it is sent again after its Retry-After. */
  onBusy: () => void;
  /** The server refused the submit (not a connection problem): the hand-in stops here. */
  onRefused: (message: string) => void;
  /** The attempt is handed in. Called once. */
  onDone: () => void;
  /** True from the request until it is done or refused (the Submit button waits meanwhile). */
  onPending: (pending: boolean) => void;
};

/**
 * Handing the attempt in, once it is asked for (the student's Submit, or
 * the end of time), is kept until it is done: every answer in the outbox
 * is saved first, since a submit would close the attempt with those
 * answers left out, and then the attempt is submitted. While answers are
 * waiting or the server cannot be reached it stays asked for, and goes on
 * when `poke` says something changed (the outbox emptied, the connection
 * came back) or, after a failed or refused-as-busy submit, after a jittered
 * wait growing from `retryMs` (retry-delay.ts). Before this, a
 * hand-in that found answers waiting gave up, and nothing asked again:
 * a timed exam whose time ran out offline stayed at 00:00 after its
 * answers were saved.
 */
export class HandIn {
  private asked = false;
  private running = false;
  private done = false;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;

  constructor(
    private readonly parts: HandInParts,
    private readonly retryMs = 3000,
    private readonly random: () => number = Math.random,
  ) {}

  /** Asks for the hand-in; resolves once this try is over (done, waiting, offline or refused). */
  request(): Promise<void> {
    if (this.done || this.stopped) return Promise.resolve();
    if (!this.asked) {
      this.asked = true;
      this.parts.onPending(true);
    }
    return this.run();
  }

  /** Something changed that may let a waiting hand-in go on. */
  poke(): void {
    if (this.asked) void this.run();
  }

  pending(): boolean {
    return this.asked;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async run(): Promise<void> {
    if (!this.asked || this.running || this.stopped || this.done) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = true;
    try {
      await this.parts.flush();
      if (this.stopped) return;
      const left = this.parts.waiting();
      // The outbox goes on retrying by itself; its emptying pokes this again.
      if (left > 0) return this.parts.onWaiting(left);
      const outcome = await this.parts.submit();
      if (this.stopped) return;
      if (outcome.kind === 'done') {
        this.done = true;
        this.asked = false;
        this.parts.onPending(false);
        this.parts.onDone();
      } else if (outcome.kind === 'offline' || outcome.kind === 'busy') {
        this.failures += 1;
        if (outcome.kind === 'offline') this.parts.onOffline();
        else this.parts.onBusy();
        const wait = retryDelayMs(this.failures, this.retryMs, outcome.kind === 'busy' ? outcome.retryAfterMs : 0, this.random);
        this.timer = setTimeout(() => void this.run(), wait);
      } else {
        this.asked = false;
        this.parts.onPending(false);
        this.parts.onRefused(outcome.message);
      }
    } finally {
      this.running = false;
    }
  }
}
