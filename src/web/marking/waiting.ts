const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * How long a script has waited since it was handed in, as a marker says it:
 * "waiting 3 days", "waiting 5 hours", "waiting 20 minutes". Whole units,
 * rounded down, so a script is never said to have waited longer than it has.
 */
export function waitingFor(submittedAt: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - new Date(submittedAt).getTime());
  if (waited >= 14 * DAY) return `waiting ${unit(Math.floor(waited / (7 * DAY)), 'week')}`;
  if (waited >= DAY) return `waiting ${unit(Math.floor(waited / DAY), 'day')}`;
  if (waited >= HOUR) return `waiting ${unit(Math.floor(waited / HOUR), 'hour')}`;
  if (waited >= MINUTE) return `waiting ${unit(Math.floor(waited / MINUTE), 'minute')}`;
  return 'waiting under a minute';
}

/** Whether the oldest script has waited three days or more: such an exam stands out in the queue, so a marker sees where to start. */
export function waitedLong(submittedAt: string, now: number = Date.now()): boolean {
  return now - new Date(submittedAt).getTime() >= 3 * DAY;
}
