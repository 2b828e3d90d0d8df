import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { USERS_COUNT_CAP, type UserList, type UserListQuery } from '../../contracts/admin-schemas';
import { flag, type Db } from '../db/database';
import type { Database } from '../db/schema';
import { countMatches, hasWordStarting, matchingUserIds } from './account-search';
import { searchTerms } from './account-words';
import { notSuspendedSql, suspendedSql } from './suspension';
import { toAdminUser } from './to-admin-user';

type Filters = Pick<UserListQuery, 'role' | 'verified' | 'banned'>;

function applyFilters<O>(db: Db, query: SelectQueryBuilder<Database, 'users', O>, filters: Filters) {
  let q = query;
  // Accounts made before roles existed have none: they are students.
  if (filters.role) q = q.where(sql`coalesce(role, 'student')`, '=', filters.role);
  if (filters.verified) q = q.where('email_verified', '=', flag(db, filters.verified === 'yes'));
  if (filters.banned === 'yes') q = q.where((eb) => suspendedSql(db, eb));
  if (filters.banned === 'no') q = q.where((eb) => eb.or([eb('banned', 'is', null), notSuspendedSql(db, eb)]));
  return q;
}

/** When the count stopped at the cap, the list ends there too: rows past the thousandth are not served (the screen's pages end at the cap). */
function withinCap<T>(rows: T[], { page, pageSize }: UserListQuery): T[] {
  return rows.slice(0, Math.max(0, USERS_COUNT_CAP - (page - 1) * pageSize));
}

function newestFirst<O>(query: SelectQueryBuilder<Database, 'users', O>, { page, pageSize }: UserListQuery) {
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/**
 * The user dashboard's table: newest accounts first, filtered, one page at a
 * time, with the number of accounts matching counted up to USERS_COUNT_CAP
 * (counting every one of 200,000 accounts on each view is what made the
 * list grow with the site; past a thousand the admin narrows the search).
 *
 * A search finds accounts by the start of any word of the name, of the email
 * address or of its local part (admin/account-words.ts). Its matches are
 * counted from the words' index up to the cap; when there are no more than
 * that, their ids are read and the page taken from them. When there are
 * more, the page walks the accounts newest first and probes each one's
 * words: matches are then common, so a page is found after a few hundred
 * accounts for a common name (it is slower only when over a thousand
 * matches are all among the oldest accounts).
 */
export async function listUsers(db: Db, query: UserListQuery): Promise<UserList> {
  const { page, pageSize } = query;
  const filtered = Boolean(query.role || query.verified || query.banned);

  if (query.q === undefined || query.q === '') {
    const [rows, counted] = await Promise.all([
      newestFirst(applyFilters(db, db.selectFrom('users').selectAll(), query), query).execute(),
      db
        .selectFrom(
          applyFilters(db, db.selectFrom('users').select('id'), query)
            .limit(USERS_COUNT_CAP + 1)
            .as('capped'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const capped = Number(counted.n) > USERS_COUNT_CAP;
    return { items: (capped ? withinCap(rows, query) : rows).map(toAdminUser), page, pageSize, total: capped ? USERS_COUNT_CAP : Number(counted.n), totalCapped: capped };
  }

  const terms = searchTerms(query.q);
  if (terms.length === 0) return { items: [], page, pageSize, total: 0, totalCapped: false };
  const accepts = filtered
    ? (userIdRef: string) => sql<SqlBool>`exists ${applyFilters(db, db.selectFrom('users').select('users.id').where('users.id', '=', sql.ref<string>(userIdRef)), query)}`
    : null;
  const n = await countMatches(db, terms, USERS_COUNT_CAP + 1, accepts);
  if (n <= USERS_COUNT_CAP) {
    const ids = n === 0 ? [] : await matchingUserIds(db, terms, USERS_COUNT_CAP, accepts);
    const rows = ids.length === 0 ? [] : await newestFirst(db.selectFrom('users').selectAll().where('id', 'in', ids), query).execute();
    return { items: rows.map(toAdminUser), page, pageSize, total: ids.length, totalCapped: false };
  }
  let many = applyFilters(db, db.selectFrom('users').selectAll(), query);
  for (const term of terms) many = many.where(() => hasWordStarting(db, 'users.id', term));
  const rows = (page - 1) * pageSize >= USERS_COUNT_CAP ? [] : withinCap(await newestFirst(many, query).execute(), query);
  return { items: rows.map(toAdminUser), page, pageSize, total: USERS_COUNT_CAP, totalCapped: true };
}
