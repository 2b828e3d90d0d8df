import type { VerifiedCertificate } from '../../contracts/certificate-schemas';
import { SITE } from '../../contracts/site';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { displayCertificateCode, normaliseCertificateCode } from './certificate-code';

export type CertificateStatus = VerifiedCertificate['status'];

/** A replaced certificate says so first (its holder has a newer one); otherwise revoked or valid. */
export function certificateStatus(row: { revoked_at: string | null; replaced_at: string | null }): CertificateStatus {
  if (row.replaced_at !== null) return 'replaced';
  return row.revoked_at !== null ? 'revoked' : 'valid';
}

/**
 * A certificate as the public verify page shows it, found by its code as
 * typed (certificate-code.ts reads case, hyphens and look-alike letters).
 * An unknown code, or text that cannot be a code, is `certificate_not_found`
 * and says nothing more.
 */
export async function verifyCertificate(db: Db, typed: string): Promise<VerifiedCertificate> {
  const code = normaliseCertificateCode(typed);
  if (code === null) throw new AppError('certificate_not_found');
  const row = await db
    .selectFrom('certificates as c')
    .leftJoin('certificates as n', 'n.id', 'c.replaced_by')
    .select(['c.code', 'c.holder_name', 'c.course_title', 'c.issued_at', 'c.revoked_at', 'c.revoked_reason', 'c.replaced_at', 'n.code as replaced_by_code'])
    .where('c.code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError('certificate_not_found');
  return {
    code: displayCertificateCode(row.code),
    holderName: row.holder_name,
    courseTitle: row.course_title,
    issuedAt: row.issued_at,
    issuer: SITE.name,
    status: certificateStatus(row),
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    replacedAt: row.replaced_at,
    replacedBy: row.replaced_by_code === null ? null : displayCertificateCode(row.replaced_by_code),
  };
}
