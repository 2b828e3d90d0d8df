import type { SessionUser } from '../auth/guards';
import type { Db } from '../db/database';
import { AppError } from '../errors';

/**
 * Which papers a marker may mark and moderate: an admin every paper, a
 * tutor the papers an admin assigned them (moderating those where they are
 * the lead). Every marking operation reads it once and asks it through the
 * named checks below, so no operation decides reach on its own.
 */
export type MarkingScope = { all: true; userId: string } | { all: false; userId: string; papers: ReadonlyMap<number, { lead: boolean }> };

export async function markingScope(db: Db, user: Pick<SessionUser, 'id' | 'role'>): Promise<MarkingScope> {
  if (user.role === 'admin') return { all: true, userId: user.id };
  const rows = await db.selectFrom('tutor_papers').select(['subject_id', 'lead']).where('user_id', '=', user.id).execute();
  return { all: false, userId: user.id, papers: new Map(rows.map((r) => [r.subject_id, { lead: r.lead === 1 }])) };
}

/** The papers the scope covers, or null for every paper. */
export function scopePapers(scope: MarkingScope): number[] | null {
  return scope.all ? null : [...scope.papers.keys()];
}

export function mayMark(scope: MarkingScope, subjectId: number): boolean {
  return scope.all || scope.papers.has(subjectId);
}

export function mayModerate(scope: MarkingScope, subjectId: number): boolean {
  return scope.all || scope.papers.get(subjectId)?.lead === true;
}

/**
 * A script of a paper outside the marker's reach is answered as missing:
 * a tutor learns nothing of other papers' scripts, not even that they exist.
 */
export function requireMarkable(scope: MarkingScope, subjectId: number): void {
  if (!mayMark(scope, subjectId)) throw new AppError('script_not_found');
}

/** Changing a released mark: an admin, or the paper's lead tutor. */
export function requireModerator(scope: MarkingScope, subjectId: number): void {
  requireMarkable(scope, subjectId);
  if (!mayModerate(scope, subjectId)) throw new AppError('moderation_not_allowed');
}
