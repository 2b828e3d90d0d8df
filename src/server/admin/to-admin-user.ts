import type { Selectable } from 'kysely';
import type { AdminUser, Role } from '../../contracts/admin-schemas';
import type { UsersTable } from '../db/schema';
import { isSuspended } from './suspension';

export function toAdminUser(row: Selectable<UsersTable>): AdminUser {
  const suspended = isSuspended(row);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: accountRole(row.role),
    emailVerified: Boolean(row.email_verified),
    banned: suspended,
    banReason: suspended ? row.ban_reason : null,
    banExpires: suspended ? row.ban_expires : null,
    createdAt: row.created_at,
  };
}

/** An account's role as the admin area names it: accounts made before roles existed have none, and are students. */
export function accountRole(role: string | null): Role {
  return role === 'admin' || role === 'tutor' ? role : 'student';
}
