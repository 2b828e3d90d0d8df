import { describe, expect, it } from 'vitest';
import { MAX_RETRY_BASE_MS, retryDelayMs } from './retry-delay';

describe('the wait before trying again', () => {
  it('doubles from the base with each failure in a row, up to the cap', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, 1000, 0, none))).toEqual([1000, 2000, 4000, 8000, MAX_RETRY_BASE_MS, MAX_RETRY_BASE_MS]);
  });

  it('is never shorter than a busy server’s Retry-After', () => {
    expect(retryDelayMs(1, 1000, 5000, () => 0)).toBe(5000);
    expect(retryDelayMs(5, 1000, 2000, () => 0)).toBe(MAX_RETRY_BASE_MS);
  });

  it('adds up to half again at random, so players refused together come back apart', () => {
    expect(retryDelayMs(1, 1000, 4000, () => 0.999)).toBe(5998);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelayMs(1, 1000, 4000)));
    expect(spread.size).toBeGreaterThan(10);
    for (const wait of spread) expect(wait).toBeGreaterThanOrEqual(4000);
    for (const wait of spread) expect(wait).toBeLessThanOrEqual(6000);
  });
});
