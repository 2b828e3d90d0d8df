import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../errors';
import type { SessionRead } from './session-reader';

export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean; role: string };

/**
 * The request's session, read once however many checks ask for it. A
 * renewed session's cookie is added to the answer here, before the handler
 * builds it.
 */
export function readSession(c: Context<AppEnv>): Promise<SessionRead> {
  let read = c.get('session');
  if (!read) {
    read = c.var.services.sessions.read(c.req.header('cookie')).then((result) => {
      for (const line of result.setCookies) c.header('Set-Cookie', line, { append: true });
      return result;
    });
    c.set('session', read);
  }
  return read;
}

/** The signed-in user of this request, or null. */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const user = (await readSession(c)).current?.user;
  if (!user) return null;
  return { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, role: user.role };
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
