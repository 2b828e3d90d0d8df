import type { Context, MiddlewareHandler } from 'hono';
import { requireRole } from '../auth/guards';
import type { AppEnv } from '../http/app-env';
import type { Actor } from './audit';

/**
 * The admin API's gate, used by every router under /api/admin. Checked
 * before any input is validated: a visitor learns nothing but 401, a
 * student nothing but 403. The admin let through is kept for the audit log.
 */
export function adminOnly(options: { except?: string[] } = {}): MiddlewareHandler<AppEnv> {
  const open = new Set(options.except ?? []);
  return async (c, next) => {
    if (open.has(c.req.path)) return next();
    const user = await requireRole(c, 'admin');
    c.set('adminActor', { id: user.id, email: user.email, ip: c.var.clientIp });
    return next();
  };
}

/** The admin the `adminOnly` check let through, as the audit log records them. */
export function actorOf(c: Context<AppEnv>): Actor {
  const actor = c.get('adminActor');
  if (!actor) throw new Error('admin route mounted without the adminOnly check');
  return actor;
}
