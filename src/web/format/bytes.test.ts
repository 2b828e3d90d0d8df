import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [3240, '3.2 kB'],
    [48_400, '48 kB'],
    [999_499, '999 kB'],
    [999_600, '1 MB'],
    [1_500_000, '1.5 MB'],
    [2_000_000_000, '2 GB'],
  ])('%d bytes is %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});
