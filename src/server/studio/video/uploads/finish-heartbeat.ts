import type { Logger } from '../../../logger';
import { FINISH_HEARTBEAT_MS } from './upload-records';

/**
 * Renews a finish claim every `everyMs` while the work runs, one renewal at a
 * time (a slow database never piles them up). A failed renewal is logged and
 * tried again at the next turn; once the claim is found taken over, renewing
 * stops (the work's own record then fails, and rolls back). stop() waits for
 * a renewal under way, so none lands after the work has recorded its outcome.
 */
export function keepRenewing(renew: () => Promise<boolean>, { everyMs = FINISH_HEARTBEAT_MS, logger, what }: { everyMs?: number | undefined; logger: Logger; what: string }) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = renew()
      .then((held) => {
        if (!held && !stopped) {
          logger.warn('video upload: a finish claim was taken over', { what });
          clearInterval(timer);
        }
      })
      .catch((error: unknown) => logger.warn('video upload: renewing a finish claim failed', { what, error: String(error) }))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
