import type { Context, MiddlewareHandler } from 'hono';
import type { Audience } from '../../contracts/api/operation';
import { requireUser, type SessionUser } from '../auth/guards';
import { AppError } from '../errors';
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

/** The marking area's check: tutors, and admins, who may do all a tutor does. */
const markerCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await requireUser(c);
  if (!isMarker(user)) throw new AppError('forbidden');
  c.set('marker', user);
  return next();
};

export function audienceCheck(audience: Audience): MiddlewareHandler<AppEnv>[] {
  if (audience === 'student') return [studentCheck];
  if (audience === 'tutor') return [markerCheck];
  return [];
}

/** Whether the user may use the marking area at all (which papers is the operation's own check). */
export function isMarker(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'tutor' || user.role === 'admin';
}

/** The signed-in user a student operation's check let through. */
export function studentOf(c: Context<AppEnv>): SessionUser {
  const student = c.get('student');
  if (!student) throw new Error('student operation mounted without the student audience');
  return student;
}

/** The tutor or admin a tutor operation's check let through. */
export function markerOf(c: Context<AppEnv>): SessionUser {
  const marker = c.get('marker');
  if (!marker) throw new Error('tutor operation mounted without the tutor audience');
  return marker;
}
