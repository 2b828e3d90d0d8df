import { sql, type SqlBool } from 'kysely';
import { ADMIN_CERTIFICATES_PAGE_SIZE, type AdminCertificate, type AdminCertificatePage, type AdminCertificateQuery } from '../../contracts/certificate-schemas';
import type { Db } from '../db/database';
import { displayCertificateCode, normaliseCertificateCode } from './certificate-code';
import { certificateStatus } from './verify-certificate';

/** The columns an admin's certificate line is made from, with the holder's account and the replacement's code. */
export function adminCertificateRows(db: Db) {
  return db
    .selectFrom('certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('certificates as n', 'n.id', 'c.replaced_by')
    .select([
      'c.id',
      'c.code',
      'c.holder_name',
      'c.course_title',
      'c.issued_at',
      'c.revoked_at',
      'c.revoked_reason',
      'c.replaced_at',
      'n.code as replaced_by_code',
      'u.id as user_id',
      'u.name as user_name',
      'u.email as user_email',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof adminCertificateRows>['executeTakeFirstOrThrow']>>;

export function toAdminCertificate(row: Row): AdminCertificate {
  return {
    code: displayCertificateCode(row.code),
    holderName: row.holder_name,
    courseTitle: row.course_title,
    issuedAt: row.issued_at,
    status: certificateStatus(row),
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    replacedBy: row.replaced_by_code === null ? null : displayCertificateCode(row.replaced_by_code),
    student: { id: row.user_id, name: row.user_name, email: row.user_email },
  };
}

/**
 * Certificates, newest first, a page at a time. A search matches part of
 * the name on the certificate, the holder's account name or email, or the
 * course's title, and a search that reads as a code finds that certificate.
 */
export async function listCertificates(db: Db, query: AdminCertificateQuery): Promise<AdminCertificatePage> {
  const { page } = query;
  let rows = adminCertificateRows(db);
  let counted = db.selectFrom('certificates as c').innerJoin('users as u', 'u.id', 'c.user_id');
  const q = query.q ?? '';
  if (q !== '') {
    const code = normaliseCertificateCode(q);
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // Both queries join the certificate as `c` and its holder as `u`. Text that reads as a code finds that certificate too.
    const text = ['c.holder_name', 'u.name', 'u.email', 'c.course_title'].map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${like} escape '\\'`);
    const matches = sql<SqlBool>`(${sql.join(code !== null ? [sql<SqlBool>`c.code = ${code}`, ...text] : text, sql` or `)})`;
    rows = rows.where(matches);
    counted = counted.where(matches);
  }
  if (query.status === 'valid') {
    rows = rows.where('c.revoked_at', 'is', null).where('c.replaced_at', 'is', null);
    counted = counted.where('c.revoked_at', 'is', null).where('c.replaced_at', 'is', null);
  } else if (query.status === 'revoked') {
    rows = rows.where('c.revoked_at', 'is not', null).where('c.replaced_at', 'is', null);
    counted = counted.where('c.revoked_at', 'is not', null).where('c.replaced_at', 'is', null);
  } else if (query.status === 'replaced') {
    rows = rows.where('c.replaced_at', 'is not', null);
    counted = counted.where('c.replaced_at', 'is not', null);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy('c.issued_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(ADMIN_CERTIFICATES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_CERTIFICATES_PAGE_SIZE)
      .execute(),
    counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(toAdminCertificate), page, pageSize: ADMIN_CERTIFICATES_PAGE_SIZE, total: Number(total.n) };
}
