import { describe, expect, it } from 'vitest';
import type { AttemptPlayer } from '../../contracts/exam-schemas';
import { handOverStarted, takeStarted } from './started-attempt';

const view = (id: string, serverNow = '2026-11-28T10:00:05.000Z') => ({ id, serverNow }) as AttemptPlayer;
const ARRIVED = Date.parse('2026-11-28T10:00:03.000Z');

describe('the view Start hands to the player', () => {
  it('is taken once, by the attempt it belongs to, with the clock offset read when it arrived', () => {
    handOverStarted(view('a1'), ARRIVED);
    expect(takeStarted('a1', ARRIVED + 1_500)).toEqual({ attempt: view('a1'), clockOffsetMs: 2_000 });
    expect(takeStarted('a1', ARRIVED + 1_600)).toBeNull();
  });

  it("is not another attempt's, and a later hand-over replaces an earlier one", () => {
    handOverStarted(view('a1'), ARRIVED);
    handOverStarted(view('a2'), ARRIVED);
    expect(takeStarted('a1', ARRIVED)).toBeNull();
    // Asking for another attempt used it up: the page it was meant for reads the attempt itself.
    expect(takeStarted('a2', ARRIVED)).toBeNull();
  });

  it('is read again once older than half a minute', () => {
    handOverStarted(view('a1'), ARRIVED);
    expect(takeStarted('a1', ARRIVED + 30_001)).toBeNull();
    handOverStarted(view('a1'), ARRIVED);
    expect(takeStarted('a1', ARRIVED + 30_000)).not.toBeNull();
  });
});
