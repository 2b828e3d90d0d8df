import { describe, expect, it } from 'vitest';
import { waitedLong, waitingFor } from './waiting';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('how long a script has waited', () => {
  it('is said in whole units, rounded down', () => {
    expect(waitingFor(ago(20 * 1000), now)).toBe('waiting under a minute');
    expect(waitingFor(ago(MINUTE), now)).toBe('waiting 1 minute');
    expect(waitingFor(ago(59 * MINUTE), now)).toBe('waiting 59 minutes');
    expect(waitingFor(ago(5 * HOUR + 50 * MINUTE), now)).toBe('waiting 5 hours');
    expect(waitingFor(ago(DAY), now)).toBe('waiting 1 day');
    expect(waitingFor(ago(3 * DAY + 23 * HOUR), now)).toBe('waiting 3 days');
    expect(waitingFor(ago(13 * DAY), now)).toBe('waiting 13 days');
    expect(waitingFor(ago(15 * DAY), now)).toBe('waiting 2 weeks');
  });

  it('is never negative when the clocks disagree', () => {
    expect(waitingFor(new Date(now + 5 * MINUTE).toISOString(), now)).toBe('waiting under a minute');
  });

  it('stands out from three days', () => {
    expect(waitedLong(ago(3 * DAY - 1), now)).toBe(false);
    expect(waitedLong(ago(3 * DAY), now)).toBe(true);
  });
});
