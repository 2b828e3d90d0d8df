import { describe, expect, it } from 'vitest';
import { formatRunningTime, formatRungs, formatSpeed, formatTimeLeft, recentSpeed } from './video-format';

describe('how the video panel says numbers', () => {
  it('says speed, time left and running time as people read them', () => {
    expect(formatSpeed(4_100_000)).toBe('4.1 MB/s');
    expect(formatSpeed(850)).toBe('850 B/s');
    expect(formatTimeLeft(20)).toBe('less than a minute left');
    expect(formatTimeLeft(70)).toBe('about 1 min left');
    expect(formatTimeLeft(185)).toBe('about 3 min left');
    expect(formatTimeLeft(3600)).toBe('about 1 h left');
    expect(formatTimeLeft(4800)).toBe('about 1 h 20 min left');
    expect(formatTimeLeft(Number.NaN)).toBe('working out the time left');
    expect(formatRunningTime(7.4)).toBe('0:07');
    expect(formatRunningTime(754)).toBe('12:34');
    expect(formatRunningTime(3723)).toBe('1:02:03');
    expect(formatRungs([{ name: '360p' }, { name: '540p' }, { name: '720p' }])).toBe('360p · 540p · 720p');
  });

  it('measures speed over the last seconds only, and not before it can tell', () => {
    expect(recentSpeed([])).toBeNull();
    expect(recentSpeed([{ at: 0, bytes: 0 }])).toBeNull();
    expect(
      recentSpeed([
        { at: 0, bytes: 0 },
        { at: 2000, bytes: 4_000_000 },
      ]),
    ).toBe(2_000_000);
    // A slow start 20 s ago does not drag down the speed of the last 8 s.
    expect(
      recentSpeed([
        { at: 0, bytes: 0 },
        { at: 12_000, bytes: 1_000_000 },
        { at: 20_000, bytes: 9_000_000 },
      ]),
    ).toBe(1_000_000);
  });
});
