/** The longest the outbox and the hand-in wait between tries before jitter: well inside the 60 s grace after a deadline. */
export const MAX_RETRY_BASE_MS = 10_000;

/**
 * How long to wait before trying a save or a submit again after `failures`
 * failed tries in a row: `baseMs` doubled each time up to
 * MAX_RETRY_BASE_MS, never less than a busy server's Retry-After, and then
 * up to half as long again at random. The jitter matters on exam day: ten
 * thousand players refused together must not all come back in the same
 * second.
 */
export function retryDelayMs(failures: number, baseMs: number, retryAfterMs = 0, random: () => number = Math.random): number {
  const backOff = Math.min(MAX_RETRY_BASE_MS, baseMs * 2 ** Math.max(0, failures - 1));
  const floor = Math.max(backOff, retryAfterMs);
  return Math.round(floor * (1 + random() * 0.5));
}
