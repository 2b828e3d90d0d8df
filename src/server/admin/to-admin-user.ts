import type { Selectable } from 'kysely';
import type { AdminUser } from '../../contracts/admin-schemas';
import type { UsersTable } from '../db/schema';
import { isSuspended } from './suspension';

export function toAdminUser(row: Selectable<UsersTable>): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role === 'admin' ? 'admin' : 'student',
    emailVerified: Boolean(row.email_verified),
    banned: isSuspended(row),
    banReason: isSuspended(row) ? row.ban_reason : null,
    banExpires: isSuspended(row) ? row.ban_expires : null,
    createdAt: row.created_at,
  };
}
