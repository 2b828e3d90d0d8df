/** "1:05:09", "04:59": hours only when there are any. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The announcements screen readers get, once each, as the time left crosses them. */
export const ANNOUNCE_AT_MINUTES = [5, 1] as const;

export function announcementFor(previousMs: number, nowMs: number): string | null {
  for (const minutes of ANNOUNCE_AT_MINUTES) {
    const mark = minutes * 60_000;
    if (previousMs > mark && nowMs <= mark && nowMs > 0) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left.`;
  }
  return null;
}
