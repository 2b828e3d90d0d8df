import type { AdminCertificate } from '../../contracts/certificate-schemas';
import type { Db } from '../db/database';
import { recordAudit, type Actor } from '../admin/audit';
import type { Mailer } from '../mail/mailer';
import { certificateReissuedMail } from '../mail/templates';
import { toAdminCertificate } from './admin-certificates';
import { newCertificateCode } from './certificate-code';
import { certificateByCode, notCurrent } from './revoke-certificate';

/**
 * Issues a certificate again in the student's name as the account has it
 * now (after a correction), with a new code and the original date: the old
 * row is marked replaced, pointing at the new one, whose page is the one
 * that stands. A revoked certificate is not reissued. The conditional
 * update on the old row decides, and the partial unique index keeps one
 * current certificate per student and course whatever happens. The
 * student is emailed the new certificate's address.
 */
export async function reissueCertificate(
  { db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string },
  actor: Actor,
  { typed, now = new Date() }: { typed: string; now?: Date },
): Promise<AdminCertificate> {
  const found = await certificateByCode(db, typed);
  const { made, send } = await db.transaction().execute(async (trx) => {
    const old = await trx
      .updateTable('certificates')
      .set({ replaced_at: now.toISOString() })
      .where('id', '=', found.id)
      .where('revoked_at', 'is', null)
      .where('replaced_at', 'is', null)
      .returning(['user_id', 'course_id', 'issued_at'])
      .executeTakeFirst();
    if (!old) throw notCurrent(await certificateByCode(trx, found.code));
    const [holder, course] = await Promise.all([
      trx.selectFrom('users').select('name').where('id', '=', old.user_id).executeTakeFirstOrThrow(),
      trx.selectFrom('courses').select('title').where('id', '=', old.course_id).executeTakeFirstOrThrow(),
    ]);
    const made = await trx
      .insertInto('certificates')
      .values({ code: newCertificateCode(), user_id: old.user_id, course_id: old.course_id, holder_name: holder.name, course_title: course.title, issued_at: old.issued_at })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
    await trx.updateTable('certificates').set({ replaced_by: made.id }).where('id', '=', found.id).execute();
    await recordAudit(trx, {
      actor,
      action: 'certificate.reissued',
      target: { type: 'certificate', id: found.code },
      details: { newCode: made.code, from: found.holder_name, to: holder.name, course: course.title, email: found.user_email },
    });
    const shown = toAdminCertificate(await certificateByCode(trx, made.code));
    // The student is told in the same transaction: one reissue, one email.
    const send = await mailer.queue(trx, [
      { kind: 'certificate_reissued', to: found.user_email, ...certificateReissuedMail(holder.name, course.title, shown.code, `${publicUrl}/verify/${made.code}`) },
    ]);
    return { made: shown, send };
  });
  await send();
  return made;
}
