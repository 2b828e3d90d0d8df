import { describe, expect, it } from 'vitest';
import { formatDate, formatDateUtc, formatRelative } from './dates';
import { describeDevice } from './device';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'Other device'],
    [null, 'Unknown device'],
  ])('%s is %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });
});

describe('formatDate and formatDateUtc', () => {
  const instants = ['2026-01-01T00:30:00Z', '2026-02-28T23:59:59Z', '2026-09-05T12:00:00Z', '2026-12-31T18:45:00Z', '2027-06-15T05:00:00+06:00'];

  it('write the day, the short month and the year, as en-GB does (with "Sep")', () => {
    const local = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    const utc = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const iso of instants) {
      expect(formatDate(iso)).toBe(local.format(new Date(iso)).replace('Sept', 'Sep'));
      expect(formatDateUtc(iso)).toBe(utc.format(new Date(iso)).replace('Sept', 'Sep'));
    }
    expect(formatDateUtc('2026-09-05T23:30:00Z')).toBe('5 Sep 2026');
    expect(formatDateUtc('2026-12-31T23:30:00-01:00')).toBe('1 Jan 2027');
  });

  it('write nothing for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateUtc('')).toBe('');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:40Z', 'just now'],
    ['2026-11-22T11:55:00Z', '5 minutes ago'],
    ['2026-11-21T12:00:00Z', 'yesterday'],
    ['2026-11-29T12:00:00Z', 'in 7 days'],
    ['2026-12-01T12:00:00Z', 'in 9 days'],
  ])('%s is %s', (iso, expected) => {
    expect(formatRelative(iso, now)).toBe(expected);
  });
});

describe('formatTaka', () => {
  it('shows whole taka with Indian digit grouping, and paisa only when present', async () => {
    const { formatTaka, currentPricePaisa } = await import('./money');
    expect(formatTaka(450_000)).toBe('Tk 4,500');
    expect(formatTaka(12_500_050)).toBe('Tk 1,25,000.50');
    expect(formatTaka(0)).toBe('Tk 0');
    expect(currentPricePaisa({ pricePaisa: 500_000, salePricePaisa: 350_000 })).toBe(350_000);
    expect(currentPricePaisa({ pricePaisa: 500_000, salePricePaisa: null })).toBe(500_000);
  });
});
