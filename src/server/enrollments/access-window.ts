/** A course's access rule as stored: a number of days from enrollment, or a fixed last day (an exam sitting). */
export type AccessRule = { access_days: number | null; access_until: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When access that starts at `start` ends, or null for no end. A fixed
 * date ("until 2026-12-15") means the end of that day in Dhaka (UTC+6),
 * where the students and the exam are.
 */
export function accessEnd(rule: AccessRule, start: Date): string | null {
  if (rule.access_until) return endOfDhakaDay(rule.access_until);
  if (rule.access_days !== null) return new Date(start.getTime() + rule.access_days * DAY_MS).toISOString();
  return null;
}

export function endOfDhakaDay(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T23:59:59.999+06:00`).toISOString();
}

/** A fixed-date course whose date has passed cannot be sold: access would end before it began. */
export function canStillBeSold(rule: AccessRule, now: Date): boolean {
  return rule.access_until === null || endOfDhakaDay(rule.access_until) > now.toISOString();
}

/** The later of two ends, where null (no end) is the latest. */
export function laterEnd(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return null;
  return a > b ? a : b;
}
