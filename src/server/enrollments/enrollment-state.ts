import type { Selectable } from 'kysely';
import type { EnrollmentsTable } from '../db/schema';

export type EnrollmentState = 'active' | 'expired' | 'revoked';

/** Revoked wins; otherwise access holds until `expires_at` (never, when null). */
export function enrollmentState(row: Pick<Selectable<EnrollmentsTable>, 'status' | 'expires_at'>, now: Date): EnrollmentState {
  if (row.status === 'revoked') return 'revoked';
  if (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'active';
}
