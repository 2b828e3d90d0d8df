import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A second line against cross-site request forgery, behind SameSite=Lax
 * cookies: a state-changing request that carries a session cookie must come
 * from the site's own pages, which browsers prove with the Origin header.
 * Requests without cookies (scripts, the health check) act on nothing.
 */
export function sameOriginWrites(origins: string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    if (SAFE.has(c.req.method) || !c.req.header('Cookie')) return next();
    const origin = c.req.header('Origin');
    if (!origin || !allowed.has(origin)) return c.json(errorBody('forbidden_origin'), 403);
    return next();
  };
}
