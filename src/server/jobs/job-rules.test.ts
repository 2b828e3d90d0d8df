import { describe, expect, it } from 'vitest';
import { failureText, retryDelayMs } from './job-rules';

describe('the rules of retrying a job', () => {
  it('waits longer after each failed attempt, up to half an hour', () => {
    const waits = [1, 2, 3, 4, 5, 9].map(retryDelayMs);
    expect(waits).toEqual([30_000, 120_000, 480_000, 1_800_000, 1_800_000, 1_800_000]);
  });

  it('keeps a reason as given, bounded, and never empty', () => {
    expect(failureText('  ffmpeg said no  ')).toBe('ffmpeg said no');
    expect(failureText('')).toBe('The job failed without saying why.');
    const long = failureText('x'.repeat(5000));
    expect(long).toHaveLength(2000);
    expect(long.endsWith('…')).toBe(true);
  });
});
