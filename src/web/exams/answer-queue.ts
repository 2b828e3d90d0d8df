import type { Answer } from '../../contracts/exam-schemas';
import { retryDelayMs } from './retry-delay';

/** One answer on its way to the server: the newest revision of a question. */
export type QueuedSave = { position: number; answer: Answer | null; revision: number; flagged: boolean };

export type SendOutcome =
  | { kind: 'saved'; serverNow?: string }
  /** A newer answer is kept on the server (another tab or device). */
  | { kind: 'stale'; answer: Answer | null; revision: number; flagged: boolean }
  /** Time is up or the attempt was submitted. */
  | { kind: 'closed' }
  | { kind: 'invalid'; message: string }
  /** No answer from the server (or none in time): keep it and try again. */
  | { kind: 'offline' }
  /** The server is too busy to take it now (503 with Retry-After): keep it and try again after that. */
  | { kind: 'busy'; retryAfterMs?: number };

export type QueueState = { waiting: number; sending: boolean; offline: boolean };

export interface QueueStorage {
  load(): QueuedSave[];
  store(items: QueuedSave[]): void;
}

export type QueueEvents = {
  onState: (state: QueueState) => void;
  onSaved?: (item: QueuedSave, serverNow?: string) => void;
  onStale: (position: number, kept: { answer: Answer | null; revision: number; flagged: boolean }) => void;
  onClosed: () => void;
  onInvalid: (position: number, message: string) => void;
};

/** Keeps answers in the browser's storage until the server acknowledges them. */
export function localQueueStorage(attemptId: string): QueueStorage {
  const key = `hisab.exam-answers.${attemptId}`;
  return {
    load() {
      try {
        const raw = localStorage.getItem(key);
        return raw ? (JSON.parse(raw) as QueuedSave[]) : [];
      } catch {
        return [];
      }
    },
    store(items) {
      try {
        if (items.length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(items));
      } catch {
        // Storage full or blocked (private mode): the answers stay in memory and are still sent.
      }
    },
  };
}

/**
 * The player's outbox. Every change is written to the browser's storage at
 * once, so a reload, a crash or a dropped connection loses nothing; it is
 * sent after `delayMs` (or at once on `flush`), one save at a time in the
 * order given, and removed only when the server has answered for it. A
 * send that got no answer marks the queue offline; one the server was too
 * busy to take leaves it "Saving…". Either way the same save is tried again
 * after a jittered wait that grows from `retryMs` (retry-delay.ts; never
 * sooner than a busy server's Retry-After), or as soon as `flush` is called
 * again (the browser's online event). Resending is safe: the server
 * acknowledges the same revision again, so a save whose reply was lost is
 * not doubled, and nothing behind it overtakes it.
 */
export class AnswerQueue {
  private items: QueuedSave[];
  private sending = false;
  private offline = false;
  /** Tries in a row that got no answer or a busy server's refusal. */
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly send: (item: QueuedSave) => Promise<SendOutcome>,
    private readonly storage: QueueStorage,
    private readonly events: QueueEvents,
    private readonly delayMs = 2000,
    private readonly retryMs = 3000,
    private readonly random: () => number = Math.random,
  ) {
    this.items = storage.load();
  }

  /** What is waiting (after a reload: what the last page left unsent). */
  pending(): QueuedSave[] {
    return [...this.items];
  }

  /** Queues the newest answer of a question; an older one still waiting for it is replaced. */
  put(item: QueuedSave, immediately = false): void {
    this.items = [...this.items.filter((i) => i.position !== item.position), item];
    this.storage.store(this.items);
    this.emit();
    if (immediately) void this.flush();
    // A timer already running is kept: typing on does not push the save back beyond delayMs from the first change.
    else if (!this.timer && !this.offline) this.schedule(this.delayMs);
  }

  /** Sends everything waiting now. Resolves when the queue is empty, offline or stopped. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.sending || this.stopped) return;
    this.sending = true;
    this.emit();
    try {
      while (this.items.length > 0 && !this.stopped) {
        const item = this.items[0]!;
        const outcome = await this.send(item);
        if (outcome.kind === 'offline' || outcome.kind === 'busy') {
          this.failures += 1;
          this.offline = outcome.kind === 'offline';
          this.schedule(retryDelayMs(this.failures, this.retryMs, outcome.kind === 'busy' ? outcome.retryAfterMs : 0, this.random));
          return;
        }
        this.offline = false;
        this.failures = 0;
        // Only what was sent leaves the queue: a newer revision put meanwhile stays and goes next.
        this.items = this.items.filter((i) => !(i.position === item.position && i.revision === item.revision));
        this.storage.store(this.items);
        if (outcome.kind === 'saved') this.events.onSaved?.(item, outcome.serverNow);
        else if (outcome.kind === 'stale') {
          this.items = this.items.filter((i) => !(i.position === item.position && i.revision <= outcome.revision));
          this.storage.store(this.items);
          this.events.onStale(item.position, outcome);
        } else if (outcome.kind === 'invalid') this.events.onInvalid(item.position, outcome.message);
        else if (outcome.kind === 'closed') {
          this.items = [];
          this.storage.store(this.items);
          this.events.onClosed();
          return;
        }
        this.emit();
      }
    } finally {
      this.sending = false;
      this.emit();
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  state(): QueueState {
    return { waiting: this.items.length, sending: this.sending, offline: this.offline };
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  private emit(): void {
    this.events.onState(this.state());
  }
}
