import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../errors';

export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean; role: string };

/** The signed-in user of this request, or null; read once per request. */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const session = await c.var.services.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null };
  return { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, role: user.role ?? 'student' };
}

/** 401 `unauthenticated` for visitors. */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await sessionUser(c);
  if (!user) throw new AppError('unauthenticated');
  return user;
}

/** 401 for visitors, 403 `forbidden` for a signed-in user without the role. */
export async function requireRole(c: Context<AppEnv>, role: 'admin'): Promise<SessionUser> {
  const user = await requireUser(c);
  if (user.role !== role) throw new AppError('forbidden');
  return user;
}
