import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('groups a whole number as the en-IN locale does', () => {
    const values = [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 98_765_432_101, -5, -1234, -12_345_678];
    for (let n = 3; n < 1e15; n = n * 7 + 1) values.push(n, -n);
    for (const n of values) expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-IN', { maximumFractionDigits: 0 }));
  });

  it('rounds fractions away and writes what is not a number as it is', () => {
    expect(formatCount(1234.4)).toBe('1,234');
    expect(formatCount(1234.5)).toBe('1,235');
    expect(formatCount(-1234.5)).toBe('-1,235');
    expect(formatCount(-0.4)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
