import { afterEach, describe, expect, it, vi } from 'vitest';
import { PositionSync, type PositionOutcome } from './position-sync';

afterEach(() => {
  vi.useRealTimers();
});

describe('keeping the place on the server', () => {
  it('sends nothing for the place the server holds, and folds moves made during a send into the newest', async () => {
    const sent: number[] = [];
    let release: () => void = () => {};
    const send = vi.fn((position: number) => {
      sent.push(position);
      return sent.length === 1 ? new Promise<PositionOutcome>((r) => (release = () => r('saved'))) : Promise.resolve<PositionOutcome>('saved');
    });
    const sync = new PositionSync(send, 3);
    sync.moveTo(3);
    await sync.flush();
    expect(send).not.toHaveBeenCalled();
    sync.moveTo(4);
    sync.moveTo(5);
    sync.moveTo(6);
    release();
    await vi.waitFor(() => expect(sent).toEqual([4, 6]));
  });

  it('sends the place again when the server could not be reached, not when it refused it', async () => {
    vi.useFakeTimers();
    const outcomes: PositionOutcome[] = ['offline', 'saved', 'refused'];
    const send = vi.fn(async () => outcomes.shift()!);
    const sync = new PositionSync(send, 1, 1000);
    sync.moveTo(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls).toEqual([[2], [2]]);
    sync.moveTo(9);
    await vi.advanceTimersByTimeAsync(5000);
    expect(send.mock.calls).toEqual([[2], [2], [9]]);
    sync.stop();
  });
});
