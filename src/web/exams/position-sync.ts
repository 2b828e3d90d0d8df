/** What became of one attempt to tell the server the place. */
export type PositionOutcome = 'saved' | 'offline' | 'refused';

/**
 * Tells the server which question the student is on, so that a reload or
 * another device reopens the player there. Only the newest place matters:
 * one request at a time, and moves made while one is on its way are
 * folded into the next (the last of them). A place the server could not be
 * reached for is sent again every `retryMs`, or at once on `flush` (the
 * browser's online event). A refused one (the attempt had ended, a 4xx) is
 * not sent again: repeating it cannot make it land.
 */
export class PositionSync {
  private wanted: number;
  private known: number;
  private sending = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly send: (position: number) => Promise<PositionOutcome>,
    /** The place the server holds already (from the attempt's view): not sent again. */
    start: number,
    private readonly retryMs = 3000,
  ) {
    this.wanted = start;
    this.known = start;
  }

  moveTo(position: number): void {
    this.wanted = position;
    void this.flush();
  }

  /** Sends the newest place if the server has not got it. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.sending || this.stopped) return;
    this.sending = true;
    try {
      while (!this.stopped && this.wanted !== this.known) {
        const position = this.wanted;
        const outcome = await this.send(position);
        if (outcome === 'offline') {
          if (!this.stopped) this.timer = setTimeout(() => void this.flush(), this.retryMs);
          return;
        }
        this.known = position;
      }
    } finally {
      this.sending = false;
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
