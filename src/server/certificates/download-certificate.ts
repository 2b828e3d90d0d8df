import type { Db } from '../db/database';
import { AppError } from '../errors';
import { displayCertificateCode, normaliseCertificateCode } from './certificate-code';
import { certificatePdf } from './certificate-pdf';

/**
 * The student's own current certificate as its PDF, drawn on request from
 * the row (nothing kept: a correction shows at once). Another student's
 * code, a replaced copy and an unknown code are all `certificate_not_found`;
 * a revoked certificate is not handed out as if it stood.
 */
export async function downloadCertificate(db: Db, publicUrl: string, { userId, typed }: { userId: string; typed: string }): Promise<{ pdf: Buffer; fileName: string }> {
  const code = normaliseCertificateCode(typed);
  if (code === null) throw new AppError('certificate_not_found');
  const row = await db
    .selectFrom('certificates')
    .select(['code', 'holder_name', 'course_title', 'issued_at', 'revoked_at'])
    .where('code', '=', code)
    .where('user_id', '=', userId)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('certificate_not_found');
  if (row.revoked_at !== null) throw new AppError('certificate_revoked');
  const pdf = await certificatePdf({
    holderName: row.holder_name,
    courseTitle: row.course_title,
    issuedAt: row.issued_at,
    code: displayCertificateCode(row.code),
    verifyUrl: `${publicUrl}/verify/${row.code}`,
  });
  return { pdf, fileName: `${row.course_title} - certificate ${displayCertificateCode(row.code)}.pdf` };
}
