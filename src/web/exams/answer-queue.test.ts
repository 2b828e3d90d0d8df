import { describe, expect, it, vi } from 'vitest';
import { AnswerQueue, type QueuedSave, type QueueStorage, type SendOutcome } from './answer-queue';

function memoryStorage(initial: QueuedSave[] = []): QueueStorage & { items: QueuedSave[] } {
  return {
    items: initial,
    load() {
      return [...this.items];
    },
    store(items) {
      this.items = [...items];
    },
  };
}

const item = (position: number, revision: number, text = String(revision)): QueuedSave => ({ position, revision, flagged: false, answer: { kind: 'number', text } });
const events = () => ({ onState: vi.fn(), onSaved: vi.fn(), onStale: vi.fn(), onClosed: vi.fn(), onInvalid: vi.fn() });

describe('the answer queue', () => {
  it('stores an answer before sending it, and forgets it only once acknowledged', async () => {
    const storage = memoryStorage();
    let release: (o: SendOutcome) => void = () => {};
    const send = vi.fn(() => new Promise<SendOutcome>((r) => (release = r)));
    const queue = new AnswerQueue(send, storage, events(), 10_000);
    queue.put(item(1, 1), true);
    expect(storage.items).toEqual([item(1, 1)]);
    await Promise.resolve();
    expect(send).toHaveBeenCalledWith(item(1, 1));
    release({ kind: 'saved' });
    await vi.waitFor(() => expect(storage.items).toEqual([]));
  });

  it('keeps a newer revision put while the older one was on its way, and sends it next', async () => {
    const storage = memoryStorage();
    const sent: QueuedSave[] = [];
    let release: () => void = () => {};
    const send = vi.fn((i: QueuedSave) => {
      sent.push(i);
      return sent.length === 1 ? new Promise<SendOutcome>((r) => (release = () => r({ kind: 'saved' }))) : Promise.resolve<SendOutcome>({ kind: 'saved' });
    });
    const queue = new AnswerQueue(send, storage, events(), 10_000);
    queue.put(item(1, 1), true);
    await Promise.resolve();
    queue.put(item(1, 2));
    release();
    await vi.waitFor(() => expect(sent.map((s) => s.revision)).toEqual([1, 2]));
    await vi.waitFor(() => expect(storage.items).toEqual([]));
  });

  it('waits while offline, keeps everything in storage in order, and sends it all when back', async () => {
    const storage = memoryStorage();
    let online = false;
    const sent: number[] = [];
    const send = vi.fn(async (i: QueuedSave): Promise<SendOutcome> => {
      if (!online) return { kind: 'offline' };
      sent.push(i.position);
      return { kind: 'saved' };
    });
    const ev = events();
    const queue = new AnswerQueue(send, storage, ev, 10_000, 60_000);
    queue.put(item(2, 1), true);
    await vi.waitFor(() => expect(queue.state()).toMatchObject({ offline: true, waiting: 1, sending: false }));
    queue.put(item(5, 1));
    queue.put(item(3, 1));
    expect(storage.items.map((i) => i.position)).toEqual([2, 5, 3]);

    // A reload: a new queue finds what the last page left.
    const reloaded = new AnswerQueue(send, storage, events(), 10_000, 60_000);
    queue.stop();
    expect(reloaded.pending().map((i) => i.position)).toEqual([2, 5, 3]);
    online = true;
    await reloaded.flush();
    expect(sent).toEqual([2, 5, 3]);
    expect(storage.items).toEqual([]);
    expect(reloaded.state()).toEqual({ waiting: 0, sending: false, offline: false });
  });

  it('takes the server’s newer answer on a stale save, and drops everything once the attempt closed', async () => {
    const storage = memoryStorage();
    const ev = events();
    const outcomes: SendOutcome[] = [{ kind: 'stale', answer: { kind: 'number', text: '9' }, revision: 7, flagged: true }, { kind: 'closed' }];
    const queue = new AnswerQueue(async () => outcomes.shift()!, storage, ev, 10_000);
    queue.put(item(1, 3));
    queue.put(item(2, 1));
    queue.put(item(4, 1));
    await queue.flush();
    expect(ev.onStale).toHaveBeenCalledWith(1, { kind: 'stale', answer: { kind: 'number', text: '9' }, revision: 7, flagged: true });
    expect(ev.onClosed).toHaveBeenCalledOnce();
    expect(storage.items).toEqual([]);
  });

  it('keeps a save a busy server refused, shows it as saving (not offline), and sends it after the Retry-After, in order', async () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const outcomes: SendOutcome[] = [{ kind: 'busy', retryAfterMs: 5000 }];
      const sent: number[] = [];
      const queue = new AnswerQueue(
        async (i) => {
          sent.push(i.position);
          return outcomes.shift() ?? { kind: 'saved' };
        },
        storage,
        events(),
        10_000,
        1000,
        () => 0,
      );
      queue.put(item(2, 1), true);
      queue.put(item(5, 1));
      await vi.advanceTimersByTimeAsync(0);
      expect(queue.state()).toEqual({ waiting: 2, sending: false, offline: false });
      await vi.advanceTimersByTimeAsync(4999);
      expect(sent).toEqual([2]);
      await vi.advanceTimersByTimeAsync(1);
      expect(sent).toEqual([2, 2, 5]);
      expect(storage.items).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a save that timed out again, losing and doubling nothing, before the ones put after it', async () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      // What the server holds: the first try of question 2 arrived, but its reply did not come back in time.
      const server = new Map<number, number>();
      const sends: string[] = [];
      let first = true;
      const queue = new AnswerQueue(
        async (i) => {
          sends.push(`${i.position}@${i.revision}`);
          if ((server.get(i.position) ?? 0) > i.revision) return { kind: 'stale', answer: null, revision: server.get(i.position)!, flagged: false };
          server.set(i.position, i.revision);
          if (first) {
            first = false;
            return { kind: 'offline' };
          }
          return { kind: 'saved' };
        },
        storage,
        events(),
        10_000,
        1000,
        () => 0,
      );
      queue.put(item(2, 1), true);
      await vi.advanceTimersByTimeAsync(0);
      expect(queue.state()).toMatchObject({ offline: true, waiting: 1 });
      queue.put(item(5, 1));
      queue.put(item(3, 1));
      await vi.advanceTimersByTimeAsync(1000);
      expect(sends).toEqual(['2@1', '2@1', '5@1', '3@1']);
      expect([...server]).toEqual([
        [2, 1],
        [5, 1],
        [3, 1],
      ]);
      expect(queue.state()).toEqual({ waiting: 0, sending: false, offline: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
