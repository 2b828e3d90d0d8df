import type { Kysely, Selectable } from 'kysely';
import type { AuditEntry } from '../../contracts/admin-schemas';
import type { Db } from '../db/database';
import type { AuditLogTable, Database } from '../db/schema';

/** Who did an admin action, from where. */
export type Actor = { id: string; email: string; ip: string | null };

export type AuditAction =
  | 'user.role_changed'
  | 'user.banned'
  | 'user.unbanned'
  | 'user.verification_resent'
  | 'user.email_verified'
  | 'user.sessions_revoked'
  // The papers a tutor marks and leads (the target is the tutor).
  | 'user.tutor_papers_changed'
  | 'order.approved'
  | 'order.rejected'
  | 'enrollment.granted'
  | 'enrollment.revoked'
  | 'enrollment.extended'
  | 'coupon.created'
  | 'coupon.updated'
  | 'payment_method.updated'
  | 'settings.updated'
  // The content studio: one vocabulary for every kind of content (the target says which).
  | 'content.created'
  | 'content.updated'
  | 'content.published'
  | 'content.unpublished'
  | 'content.deleted'
  | 'content.restored'
  | 'content.imported'
  // Finished attempts marked again after a question's key was fixed (the target is the question).
  | 'question.regraded'
  // A student's report of a question, closed in the studio (the target is the question).
  | 'question_report.resolved'
  | 'question_report.dismissed'
  // A certificate revoked with its reason, or issued again in the student's current name (the target is the certificate).
  | 'certificate.revoked'
  | 'certificate.reissued';

export type AuditTarget = {
  type:
    | 'certificate'
    | 'user'
    | 'order'
    | 'enrollment'
    | 'coupon'
    | 'payment_method'
    | 'course'
    | 'section'
    | 'lesson'
    | 'video'
    | 'question'
    | 'exam'
    | 'post'
    | 'mentor'
    | 'page'
    | 'resource'
    | 'site_settings';
  id: string;
};

/**
 * Appends one entry to the audit log. Pass the transaction that makes the
 * change, so the change and its record are written together or not at all.
 */
export async function recordAudit(
  db: Kysely<Database>,
  { actor, action, target, details }: { actor: Actor; action: AuditAction; target: AuditTarget; details: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action,
      target_type: target.type,
      target_id: target.id,
      details: JSON.stringify(details),
      ip: actor.ip,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** An audit row as admins read it; details that are not JSON are left out. */
export function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // An entry written by hand with bad JSON still shows, without details.
  }
  return {
    id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details,
    ip: row.ip,
    createdAt: row.created_at,
  };
}

/** Newest first; about one target when `targetId` is given. */
export async function listAudit(db: Db, options: { targetId?: string; limit: number }): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.targetId) query = query.where('target_type', '=', 'user').where('target_id', '=', options.targetId);
  return (await query.execute()).map(toAuditEntry);
}
