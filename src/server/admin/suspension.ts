import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { flag, type Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * A suspension with an end date is over once the date has passed, although
 * Better Auth clears the flag only at the account's next sign-in. Everything
 * the admin sees counts a suspension as over by the same rule.
 */
export function isSuspended(row: { banned: number | boolean | null; ban_expires: string | null }, now = new Date()): boolean {
  return Boolean(row.banned) && (row.ban_expires === null || new Date(row.ban_expires).getTime() > now.getTime());
}

/** The same rule in SQL, for counting and filtering. */
export function suspendedSql(db: Db, eb: ExpressionBuilder<Database, 'users'>, now = new Date()): Expression<SqlBool> {
  return eb.and([eb('banned', '=', flag(db, true)), eb.or([eb('ban_expires', 'is', null), eb('ban_expires', '>', now.toISOString())])]);
}

export const notSuspendedSql = (db: Db, eb: ExpressionBuilder<Database, 'users'>, now = new Date()) => eb.not(suspendedSql(db, eb, now));
