import { describe, expect, it } from 'vitest';
import { announcementFor, clockOffsetMs, formatTimeLeft } from './time-left';

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

describe('clockOffsetMs', () => {
  it('is the server time it was sent minus the browser time it arrived: never more than the true offset', () => {
    // The server read 12:00:10.000 and answered; the answer arrived when the browser's clock read 12:00:09.200.
    expect(clockOffsetMs('2026-11-27T12:00:10.000Z', Date.parse('2026-11-27T12:00:09.200Z'))).toBe(800);
    // However long the request waited before the server read its clock, the offset does not grow.
    expect(clockOffsetMs('2026-11-27T12:00:10.000Z', Date.parse('2026-11-27T12:00:11.500Z'))).toBe(-1500);
  });
});
