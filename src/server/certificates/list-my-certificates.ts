import type { MyCertificate } from '../../contracts/certificate-schemas';
import { awardCertificateIfEarned, type AwardDeps } from './award-certificate';
import { displayCertificateCode } from './certificate-code';
import { certificateStatus } from './verify-certificate';

/**
 * The student's certificates, newest first. First, each course they are
 * enrolled in without a certificate is checked against its rule and issued
 * one if earned: the catch-up for a result that changed where nothing
 * checked (an attempt finished by the clock, a regrade), or a check cut
 * short after its lesson was saved. Issuing stays exactly once whoever
 * gets there first.
 */
export async function listMyCertificates(deps: AwardDeps, { userId, now = new Date() }: { userId: string; now?: Date }): Promise<MyCertificate[]> {
  const { db } = deps;
  const waiting = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as co', 'co.id', 'e.course_id')
    .select('e.course_id')
    .where('e.user_id', '=', userId)
    .where('e.status', '!=', 'revoked')
    .where('co.certificate', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('certificates as c').select('c.id').whereRef('c.course_id', '=', 'e.course_id').where('c.user_id', '=', userId).where('c.replaced_at', 'is', null))),
    )
    // Only courses whose lessons are all done are checked against the whole rule: a student with
    // courses under way pays one query here, not one check per course.
    .where((eb) =>
      eb(
        eb
          .selectFrom('lesson_progress as lp')
          .innerJoin('lessons as l', 'l.id', 'lp.lesson_id')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('lp.user_id', '=', userId)
          .whereRef('lp.course_id', '=', 'e.course_id')
          .where('l.published', '=', 1)
          .where('l.deleted_at', 'is', null),
        '>=',
        eb
          .selectFrom('lessons as l')
          .select((s) => s.fn.countAll<number>().as('n'))
          .whereRef('l.course_id', '=', 'e.course_id')
          .where('l.published', '=', 1)
          .where('l.deleted_at', 'is', null),
      ),
    )
    .execute();
  for (const { course_id } of waiting) await awardCertificateIfEarned(deps, { userId, courseId: course_id, now });

  const rows = await db
    .selectFrom('certificates as c')
    .innerJoin('courses as co', 'co.id', 'c.course_id')
    .select(['c.code', 'c.course_title', 'co.slug', 'c.holder_name', 'c.issued_at', 'c.revoked_at', 'c.revoked_reason', 'c.replaced_at'])
    .where('c.user_id', '=', userId)
    // A replaced certificate is the old copy of one listed: the student's list shows what they hold now.
    .where('c.replaced_at', 'is', null)
    .orderBy('c.issued_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((row) => ({
    code: displayCertificateCode(row.code),
    courseTitle: row.course_title,
    courseSlug: row.slug,
    holderName: row.holder_name,
    issuedAt: row.issued_at,
    status: certificateStatus(row),
    revokedReason: row.revoked_reason,
  }));
}
