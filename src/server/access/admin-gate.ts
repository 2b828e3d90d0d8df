import type { Context, MiddlewareHandler } from 'hono';
import { requireRole } from '../auth/guards';
import type { AppEnv } from '../http/app-env';
import type { Actor } from '../admin/audit';

/** Where the admin API lives; every operation under it is declared with the admin audience. */
export const ADMIN_PATHS = '/admin/*';

/**
 * The one address under /admin a visitor may call: the admin sign-in page's
 * own sign-in. It stays beside the gate so the exception is seen with it.
 */
export const ADMIN_OPEN_PATHS: ReadonlySet<string> = new Set(['/api/admin/sign-in']);

/**
 * The admin API's gate, mounted once on the API router before any admin
 * route. Checked before any input is validated: a visitor learns nothing but
 * 401, a student nothing but 403. The admin let through is kept for the
 * audit log.
 */
export const adminGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (ADMIN_OPEN_PATHS.has(c.req.path)) return next();
  const user = await requireRole(c, 'admin');
  c.set('adminActor', { id: user.id, email: user.email, ip: c.var.clientIp });
  return next();
};

/** The admin the gate let through, as the audit log records them. */
export function actorOf(c: Context<AppEnv>): Actor {
  const actor = c.get('adminActor');
  if (!actor) throw new Error('admin operation reached without the admin gate');
  return actor;
}
