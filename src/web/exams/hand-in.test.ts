import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerQueue, type QueuedSave, type QueueStorage, type SendOutcome } from './answer-queue';
import { HandIn, type HandInParts, type SubmitOutcome } from './hand-in';

const memory = (): QueueStorage => {
  let items: QueuedSave[] = [];
  return { load: () => [...items], store: (next) => void (items = [...next]) };
};
const item = (position: number): QueuedSave => ({ position, revision: 1, flagged: false, answer: { kind: 'number', text: '1' } });

/** The outbox and the hand-in wired as the player wires them: the outbox emptying pokes the hand-in. */
function player(submit: () => Promise<SubmitOutcome>) {
  let online = true;
  const saved: number[] = [];
  const calls: string[] = [];
  let handIn: HandIn | null = null;
  const queue = new AnswerQueue(
    async (i): Promise<SendOutcome> => {
      if (!online) return { kind: 'offline' };
      saved.push(i.position);
      calls.push(`save ${i.position}`);
      return { kind: 'saved' };
    },
    memory(),
    {
      onState: (state) => {
        if (state.waiting === 0 && !state.sending) handIn?.poke();
      },
      onStale: vi.fn(),
      onClosed: vi.fn(),
      onInvalid: vi.fn(),
    },
    10_000,
    60_000,
    () => 0,
  );
  const parts = {
    flush: () => queue.flush(),
    waiting: () => queue.state().waiting,
    submit: vi.fn(async () => {
      calls.push('submit');
      return submit();
    }),
    onWaiting: vi.fn(),
    onOffline: vi.fn(),
    onBusy: vi.fn(),
    onRefused: vi.fn(),
    onDone: vi.fn(),
    onPending: vi.fn(),
  } satisfies HandInParts;
  handIn = new HandIn(parts, 1000, () => 0);
  return { queue, handIn, parts, saved, calls, setOnline: (value: boolean) => void (online = value) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('handing an attempt in', () => {
  it('when time runs out offline, waits for the answer still waiting and submits once it is saved', async () => {
    const p = player(async () => ({ kind: 'done' }));
    p.setOnline(false);
    p.queue.put(item(2));
    // Time is up: the hand-in finds an answer waiting and does not submit without it.
    await p.handIn.request();
    expect(p.parts.onWaiting).toHaveBeenCalledWith(1);
    expect(p.parts.submit).not.toHaveBeenCalled();
    expect(p.handIn.pending()).toBe(true);

    // The connection returns (the browser's online event flushes the outbox): the answer is saved, then the attempt handed in.
    p.setOnline(true);
    await p.queue.flush();
    await vi.waitFor(() => expect(p.parts.onDone).toHaveBeenCalledOnce());
    expect(p.calls).toEqual(['save 2', 'submit']);
    expect(p.parts.onPending.mock.calls).toEqual([[true], [false]]);
    expect(p.handIn.pending()).toBe(false);
  });

  it('submits again after a submit that did not reach the server, and only once when asked twice', async () => {
    vi.useFakeTimers();
    const outcomes: SubmitOutcome[] = [{ kind: 'offline' }, { kind: 'done' }];
    const p = player(async () => outcomes.shift()!);
    await Promise.all([p.handIn.request(), p.handIn.request()]);
    expect(p.parts.submit).toHaveBeenCalledOnce();
    expect(p.parts.onOffline).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.parts.submit).toHaveBeenCalledTimes(2);
    expect(p.parts.onDone).toHaveBeenCalledOnce();
    // Done is done: a later request, poke or timer sends nothing more.
    await p.handIn.request();
    p.handIn.poke();
    await vi.advanceTimersByTimeAsync(5000);
    expect(p.parts.submit).toHaveBeenCalledTimes(2);
  });

  it('stops at a refusal with the server’s message, and stops trying once the page is gone', async () => {
    vi.useFakeTimers();
    const refused = player(async () => ({ kind: 'refused', message: 'Sign in to continue.' }));
    await refused.handIn.request();
    expect(refused.parts.onRefused).toHaveBeenCalledWith('Sign in to continue.');
    expect(refused.handIn.pending()).toBe(false);
    refused.handIn.poke();
    await vi.advanceTimersByTimeAsync(5000);
    expect(refused.parts.submit).toHaveBeenCalledOnce();

    const left = player(async () => ({ kind: 'offline' }));
    await left.handIn.request();
    left.handIn.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(left.parts.submit).toHaveBeenCalledOnce();
  });

  it('submits again after a busy server’s Retry-After, waiting longer after each refusal, and never sooner', async () => {
    vi.useFakeTimers();
    const outcomes: SubmitOutcome[] = [{ kind: 'busy', retryAfterMs: 4000 }, { kind: 'busy' }, { kind: 'done' }];
    const p = player(async () => outcomes.shift()!);
    await p.handIn.request();
    expect(p.parts.onBusy).toHaveBeenCalledOnce();
    expect(p.parts.onOffline).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3999);
    expect(p.parts.submit).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(p.parts.submit).toHaveBeenCalledTimes(2);
    // The second refusal without Retry-After: the back-off doubles from 1 s.
    await vi.advanceTimersByTimeAsync(1999);
    expect(p.parts.submit).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.parts.submit).toHaveBeenCalledTimes(3);
    expect(p.parts.onDone).toHaveBeenCalledOnce();
  });
});
