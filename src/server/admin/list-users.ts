import { sql, type SelectQueryBuilder } from 'kysely';
import type { UserList, UserListQuery } from '../../contracts/admin-schemas';
import { flag, type Db } from '../db/database';
import type { Database } from '../db/schema';
import { notSuspendedSql, suspendedSql } from './suspension';
import { toAdminUser } from './to-admin-user';

/**
 * `%` and `_` typed in the search box are searched for, not used as
 * wildcards. Both sides are lower-cased by the database, so SQLite (ASCII
 * case folding only) and PostgreSQL agree on what matches.
 */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function applyFilters<O>(db: Db, query: SelectQueryBuilder<Database, 'users', O>, filters: UserListQuery) {
  let q = query;
  if (filters.q) {
    const pattern = likePattern(filters.q);
    q = q.where(sql<boolean>`(lower(name) like lower(${pattern}) escape '\\' or lower(email) like lower(${pattern}) escape '\\')`);
  }
  // Accounts made before roles existed have none: they are students.
  if (filters.role) q = q.where(sql`coalesce(role, 'student')`, '=', filters.role);
  if (filters.verified) q = q.where('email_verified', '=', flag(db, filters.verified === 'yes'));
  if (filters.banned === 'yes') q = q.where((eb) => suspendedSql(db, eb));
  if (filters.banned === 'no') q = q.where((eb) => eb.or([eb('banned', 'is', null), notSuspendedSql(db, eb)]));
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
    applyFilters(
      db,
      db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total')),
      filters,
    ).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdminUser), page, pageSize, total: Number(count.total) };
}
