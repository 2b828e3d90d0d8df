/**
 * A formatter made on first use: making one loads the locale's data, which
 * on a slow phone is a noticeable part of the app's start-up; a screen
 * without dates never pays for it.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const DATE_TIME = once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }));
const RELATIVE = once(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

export const formatDateTime = (iso: string) => DATE_TIME().format(new Date(iso));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "5 Nov 2026". Written out rather than made by `Intl.DateTimeFormat`: the
 * first formatter loads the locale's data, which cost a slow phone about
 * 60 ms of main thread while it took over a rendered blog list or Home,
 * for the same short string.
 */
function dayMonthYear(day: number, month: number, year: number): string {
  return Number.isNaN(day) ? '' : `${day} ${MONTHS[month]} ${year}`;
}

/** The date in the visitor's own time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return dayMonthYear(date.getDate(), date.getMonth(), date.getFullYear());
}

/** The same date as anyone sees it in UTC: what a page rendered on the server shows before it is hydrated. */
export function formatDateUtc(iso: string): string {
  const date = new Date(iso);
  return dayMonthYear(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear());
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "in 3 days". */
export function formatRelative(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return RELATIVE().format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
