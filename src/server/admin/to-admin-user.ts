import type { Selectable } from 'kysely';
import type { AdminUser } from '../../contracts/admin-schemas';
import type { UsersTable } from '../db/schema';
import { isSuspended } from './suspension';

export function toAdminUser(row: Selectable<UsersTable>): AdminUser {
  const suspended = isSuspended(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role === 'admin' ? 'admin' : 'student',
    emailVerified: Boolean(row.email_verified),
    banned: suspended,
    banReason: suspended ? row.ban_reason : null,
    banExpires: suspended ? row.ban_expires : null,
    createdAt: row.created_at,
  };
}
