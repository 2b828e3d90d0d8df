import type { Context, MiddlewareHandler } from 'hono';
import type { Audience } from '../../contracts/api/operation';
import { requireUser, type SessionUser } from '../auth/guards';
import type { AppEnv } from '../http/app-env';

/**
 * The check each audience's operations pass before any input is read. The
 * admin audience's check is the admin gate, mounted once for every path
 * under /admin (admin-gate.ts); `mount` refuses an admin operation anywhere
 * else, so no admin operation can be reached around it.
 */
const studentCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('student', await requireUser(c));
  return next();
};

export function audienceCheck(audience: Audience): MiddlewareHandler<AppEnv>[] {
  return audience === 'student' ? [studentCheck] : [];
}

/** The signed-in user a student operation's check let through. */
export function studentOf(c: Context<AppEnv>): SessionUser {
  const student = c.get('student');
  if (!student) throw new Error('student operation mounted without the student audience');
  return student;
}
