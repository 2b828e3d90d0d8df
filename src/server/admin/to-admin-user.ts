import type { Selectable } from 'kysely';
import type { AdminUser } from '../../contracts/admin-schemas';
import type { UsersTable } from '../db/schema';

export function toAdminUser(row: Selectable<UsersTable>): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role === 'admin' ? 'admin' : 'student',
    emailVerified: Boolean(row.email_verified),
    banned: Boolean(row.banned),
    banReason: row.ban_reason,
    banExpires: row.ban_expires,
    createdAt: row.created_at,
  };
}
