import type { Db } from '../db/database';

export type MarkChangeInput = {
  attemptId: string;
  position: number;
  cause: 'release' | 'moderation' | 'regrade';
  by: { id: string; name: string } | null;
  at: Date;
  /** Hundredths; null when the answer had no mark before (a release). */
  from: number | null;
  to: number;
  reason: string;
};

/** Writes marks' history rows inside the caller's transaction: who, when, from, to and why. */
export async function recordMarkChanges(trx: Db, changes: MarkChangeInput[]): Promise<void> {
  if (changes.length === 0) return;
  await trx
    .insertInto('mark_changes')
    .values(
      changes.map((c) => ({
        attempt_id: c.attemptId,
        position: c.position,
        cause: c.cause,
        changed_by: c.by?.id ?? null,
        changed_by_name: c.by?.name ?? 'The system',
        changed_at: c.at.toISOString(),
        from_hundredths: c.from,
        to_hundredths: c.to,
        reason: c.reason,
      })),
    )
    .execute();
}
