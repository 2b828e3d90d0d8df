import type { Db } from '../db/database';
import type { ExamStore } from '../exams/exam-store';
import type { Mailer } from '../mail/mailer';
import { certificateIssuedMail } from '../mail/templates';
import { certificateProgress } from './certificate-rule';
import { displayCertificateCode, newCertificateCode } from './certificate-code';

export type AwardDeps = { db: Db; mailer: Mailer; publicUrl: string };

export type Awarded = { issued: true; code: string } | { issued: false };

/** A new code that meets one already given is tried again; at 50 bits, twice in a row does not happen. */
const CODE_TRIES = 3;

/**
 * Issues the student's certificate for a course once they have earned it
 * (certificates/certificate-rule.ts), exactly once: the partial unique index
 * on (user, course) among certificates not replaced makes every racing
 * insert but one do nothing, so twenty completions at the same moment issue
 * one certificate. A certificate already there, even revoked, is left as
 * it is: a revoked certificate is not issued again by finishing a lesson.
 * The holder's name and the course's title are copied as they are today;
 * the student's email is written to the outbox in the same transaction, so
 * one certificate is one email.
 */
export async function awardCertificateIfEarned({ db, mailer, publicUrl }: AwardDeps, { userId, courseId, now = new Date() }: { userId: string; courseId: number; now?: Date }): Promise<Awarded> {
  if (await currentCertificate(db, userId, courseId)) return { issued: false };
  if (!(await certificateProgress(db, { userId, courseId })).earned) return { issued: false };
  const [holder, course] = await Promise.all([
    db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('courses').select('title').where('id', '=', courseId).executeTakeFirstOrThrow(),
  ]);
  for (let tries = 0; tries < CODE_TRIES; tries += 1) {
    const outcome = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('certificates')
        .values({ code: newCertificateCode(), user_id: userId, course_id: courseId, holder_name: holder.name, course_title: course.title, issued_at: now.toISOString() })
        // Without a target: the one current certificate per student and course, and the code's own uniqueness.
        .onConflict((oc) => oc.doNothing())
        .returning('code')
        .executeTakeFirst();
      if (!inserted) return null;
      const send = await mailer.queue(trx, [
        { kind: 'certificate_issued', to: holder.email, ...certificateIssuedMail(holder.name, course.title, displayCertificateCode(inserted.code), `${publicUrl}/verify/${inserted.code}`) },
      ]);
      return { code: inserted.code, send };
    });
    if (outcome) {
      await outcome.send();
      return { issued: true, code: outcome.code };
    }
    // Another completion issued it first, or (once in a lifetime) the code was taken: look again.
    if (await currentCertificate(db, userId, courseId)) return { issued: false };
  }
  throw new Error(`no free certificate code after ${CODE_TRIES} tries`);
}

function currentCertificate(db: Db, userId: string, courseId: number) {
  return db.selectFrom('certificates').select('id').where('user_id', '=', userId).where('course_id', '=', courseId).where('replaced_at', 'is', null).executeTakeFirst();
}

/**
 * After a finished attempt's result is known or changes (a submit, a
 * self-mark, released marks): the certificates of the courses that ask for
 * a pass in this exam, known from the exam store (an exam no course names,
 * every exam on exam day, costs no query).
 */
export async function awardAfterExam(deps: AwardDeps & { exams: ExamStore }, { userId, examId, now = new Date() }: { userId: string; examId: number; now?: Date }): Promise<void> {
  const exam = await deps.exams.byId(examId);
  for (const courseId of exam?.certificateCourseIds ?? []) await awardCertificateIfEarned(deps, { userId, courseId, now });
}
