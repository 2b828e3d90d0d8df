import type { AdminCertificate } from '../../contracts/certificate-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { recordAudit, type Actor } from '../admin/audit';
import { adminCertificateRows, toAdminCertificate } from './admin-certificates';
import { normaliseCertificateCode } from './certificate-code';

/** The certificate a code names, or `certificate_not_found`. */
export async function certificateByCode(db: Db, typed: string) {
  const code = normaliseCertificateCode(typed);
  const row = code === null ? undefined : await adminCertificateRows(db).where('c.code', '=', code).executeTakeFirst();
  if (!row) throw new AppError('certificate_not_found');
  return row;
}

/** Why a certificate cannot be revoked or reissued now, read after a conditional update moved nothing. */
export function notCurrent(row: { revoked_at: string | null; replaced_at: string | null }): AppError {
  return row.replaced_at !== null ? new AppError('certificate_replaced') : new AppError('certificate_already_revoked');
}

/**
 * Revokes a certificate: from now on its verify page says revoked, with
 * the date and this reason. One conditional update decides, so twenty
 * admins pressing at once revoke it once and write one audit entry.
 */
export async function revokeCertificate(db: Db, actor: Actor, { typed, reason, now = new Date() }: { typed: string; reason: string; now?: Date }): Promise<AdminCertificate> {
  const found = await certificateByCode(db, typed);
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('certificates')
      .set({ revoked_at: now.toISOString(), revoked_reason: reason })
      .where('id', '=', found.id)
      .where('revoked_at', 'is', null)
      .where('replaced_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!moved) throw notCurrent(await certificateByCode(trx, found.code));
    await recordAudit(trx, {
      actor,
      action: 'certificate.revoked',
      target: { type: 'certificate', id: found.code },
      details: { holder: found.holder_name, course: found.course_title, email: found.user_email, reason },
    });
    return toAdminCertificate(await certificateByCode(trx, found.code));
  });
}
