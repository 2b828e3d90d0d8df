import { describe, expect, it } from 'vitest';
import { clockText, positionText, speedText } from './time-text';

describe('video time text', () => {
  it('reads as a clock, with hours only when there are any', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(5.9)).toBe('0:05');
    expect(clockText(83)).toBe('1:23');
    expect(clockText(600)).toBe('10:00');
    expect(clockText(3723)).toBe('1:02:03');
    expect(clockText(Number.NaN)).toBe('0:00');
    expect(clockText(-3)).toBe('0:00');
  });

  it('names the position of the total for the seek slider, and speeds as 1.25x', () => {
    expect(positionText(83.4, 600)).toBe('1:23 of 10:00');
    expect(positionText(0, Number.NaN)).toBe('0:00 of 0:00');
    expect([0.75, 1, 1.25, 1.5, 1.75, 2].map(speedText)).toEqual(['0.75x', '1x', '1.25x', '1.5x', '1.75x', '2x']);
  });
});
