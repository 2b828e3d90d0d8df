import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, 'under a minute'],
    [59.9, 'under a minute'],
    [-5, 'under a minute'],
    [60, '1 min'],
    [45 * 60 + 59, '45 min'],
    [3600, '1 h'],
    [3 * 3600 + 12 * 60 + 30, '3 h 12 min'],
    [23 * 3600 + 59 * 60, '23 h 59 min'],
    [24 * 3600, '1 d'],
    [2 * 86400 + 4 * 3600 + 59 * 60, '2 d 4 h'],
    [40 * 86400, '40 d'],
  ])('%s seconds is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
