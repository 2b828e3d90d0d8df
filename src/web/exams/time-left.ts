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

/**
 * How far the server's clock is ahead of the browser's, from an answer
 * that carries the server's time, read when the answer arrived. The
 * server read its clock before it answered, so its clock is at least that
 * far ahead now: the offset is never overstated and the player never
 * hands in before the server's deadline. Taking the middle of the round
 * trip instead overstated it whenever the request waited before reaching
 * the server (behind a page's other requests on a slow connection); the
 * player then handed in early and the server, rightly, counted it as the
 * student's own submit, not the end of time.
 */
export function clockOffsetMs(serverNowIso: string, receivedAt: number): number {
  return new Date(serverNowIso).getTime() - receivedAt;
}
