import type { UserDetail } from '../../contracts/admin-schemas';
import type { Db } from '../db/database';
import { listAudit } from './audit';
import { findUserOrThrow } from './find-user';
import { toAdminUser } from './to-admin-user';

/** One account for the admin: its fields, its signed-in devices and what admins did to it. */
export async function getUserDetail(db: Db, id: string, now = new Date()): Promise<UserDetail> {
  const user = await findUserOrThrow(db, id);
  const [sessions, activity] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'updated_at', 'expires_at', 'ip_address', 'user_agent'])
      .where('user_id', '=', id)
      .where('expires_at', '>', now.toISOString())
      .orderBy('updated_at', 'desc')
      .execute(),
    listAudit(db, { targetId: id, limit: 50 }),
  ]);
  return {
    user: toAdminUser(user),
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.created_at,
      updatedAt: s.updated_at,
      expiresAt: s.expires_at,
      ipAddress: s.ip_address,
      userAgent: s.user_agent,
    })),
    activity,
  };
}
