import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('is null for no values', () => {
    expect(median([])).toBeNull();
  });

  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([7])).toBe(7);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([5, 1, 1000, 3, 4])).toBe(4);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([10, 20])).toBe(15);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([1, 2, 3, 1_000_000])).toBe(2.5);
  });

  it('sorts numbers as numbers, not as text, and leaves its input alone', () => {
    const values = [100, 9, 20];
    expect(median(values)).toBe(20);
    expect(values).toEqual([100, 9, 20]);
  });
});
