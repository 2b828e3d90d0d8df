import { describe, expect, it } from 'vitest';
import { announcementFor, formatTimeLeft } from './time-left';

describe('time left', () => {
  it('formats the countdown', () => {
    expect(formatTimeLeft(3_909_000)).toBe('1:05:09');
    expect(formatTimeLeft(299_001)).toBe('05:00');
    expect(formatTimeLeft(-5)).toBe('00:00');
  });
  it('announces 5 and 1 minutes left once, as they are crossed', () => {
    expect(announcementFor(300_500, 299_500)).toBe('5 minutes left.');
    expect(announcementFor(299_500, 298_500)).toBeNull();
    expect(announcementFor(60_200, 59_900)).toBe('1 minute left.');
    expect(announcementFor(1000, 0)).toBeNull();
  });
});
