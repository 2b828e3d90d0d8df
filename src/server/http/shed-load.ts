import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';
import type { AdmissionGate } from './admission';
import type { AppEnv } from './app-env';

/**
 * Refuses an API request at once with 503 `server_busy` and Retry-After
 * when this process has more in flight than it can finish soon
 * (admission.ts); nothing of a refused request has run, so trying it again
 * is always safe. An admitted request counts until its handler is done.
 */
export function shedLoad(gate: AdmissionGate): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const admission = gate.admit();
    if (!admission.admitted) {
      c.header('Retry-After', String(admission.retryAfterSeconds));
      return c.json(errorBody('server_busy'), 503);
    }
    try {
      await next();
    } finally {
      admission.release();
    }
  };
}
