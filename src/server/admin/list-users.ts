import { sql, type SelectQueryBuilder } from 'kysely';
import type { UserList, UserListQuery } from '../../contracts/admin-schemas';
import { flag, type Db } from '../db/database';
import type { Database } from '../db/schema';
import { toAdminUser } from './to-admin-user';

/** `%` and `_` typed in the search box are searched for, not used as wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function applyFilters<O>(db: Db, query: SelectQueryBuilder<Database, 'users', O>, filters: UserListQuery) {
  let q = query;
  if (filters.q) {
    const pattern = likePattern(filters.q);
    q = q.where(sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\')`);
  }
  // Accounts made before roles existed have none: they are students.
  if (filters.role) q = q.where(sql`coalesce(role, 'student')`, '=', filters.role);
  if (filters.verified) q = q.where('email_verified', '=', flag(db, filters.verified === 'yes'));
  if (filters.banned === 'yes') q = q.where('banned', '=', flag(db, true));
  if (filters.banned === 'no') q = q.where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', flag(db, false))]));
  return q;
}

/** The user dashboard's table: newest accounts first, filtered, one page at a time. */
export async function listUsers(db: Db, filters: UserListQuery): Promise<UserList> {
  const { page, pageSize } = filters;
  const [rows, count] = await Promise.all([
    applyFilters(db, db.selectFrom('users').selectAll(), filters)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    applyFilters(db, db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total')), filters).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdminUser), page, pageSize, total: Number(count.total) };
}
