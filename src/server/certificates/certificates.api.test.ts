import { describe, expect, it } from 'vitest';
import { myCertificateListSchema, verifiedCertificateSchema } from '../../contracts/certificate-schemas';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_QUESTIONS, SAMPLE_RIGHT_ANSWERS } from '../testing/exam-factory';
import { pdfText } from '../testing/pdf-text';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { awardCertificateIfEarned } from './award-certificate';
import { CERTIFICATE_GUESSES } from './verify-guesses';

describe.each(testDatabaseKinds())('certificates (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const student = (name?: string) => signedInAs(t.request, t.services.auth, 'student', name);

  /** A published course of the demo with the fewest lessons the students see, and those lessons. */
  async function shortCourse(skip = 0) {
    const course = await t.db
      .selectFrom('courses as c')
      .innerJoin('lessons as l', 'l.course_id', 'c.id')
      .select(['c.id', 'c.slug', 'c.title'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.status', '=', 'published')
      .where('l.published', '=', 1)
      .where('l.deleted_at', 'is', null)
      .groupBy(['c.id', 'c.slug', 'c.title'])
      .orderBy('n')
      .orderBy('c.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
    const lessons = await t.db.selectFrom('lessons').select('id').where('course_id', '=', course.id).where('published', '=', 1).where('deleted_at', 'is', null).orderBy('id').execute();
    return { ...course, lessons: lessons.map((l) => l.id) };
  }
  async function enroll(userId: string, courseId: number) {
    await t.db.transaction().execute((trx) => grantEnrollment(trx, { userId, courseId, source: 'manual', orderId: null, now: new Date() }));
  }
  const complete = (browser: Browser, slug: string, lessonId: number) => browser.call(`/api/player/${slug}/lessons/${lessonId}/progress`, { body: { completed: true } });
  const certificatesOf = (userId: string) => t.db.selectFrom('certificates').selectAll().where('user_id', '=', userId).execute();
  const mailsTo = (address: string) => t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).where('kind', '=', 'certificate_issued').execute();
  const verify = (code: string, browser?: Browser) => (browser ?? new Browser(t.request)).call(`/api/certificates/${encodeURIComponent(code)}`);

  it('issues the certificate when the last lesson is completed, emails it once, and anyone can verify its code', async () => {
    const course = await shortCourse();
    const me = await student('Nusrat Jahan');
    await enroll(me.id, course.id);
    for (const lessonId of course.lessons.slice(0, -1)) expect((await complete(me.browser, course.slug, lessonId)).status).toBe(200);
    expect(await certificatesOf(me.id)).toEqual([]);

    expect((await complete(me.browser, course.slug, course.lessons.at(-1)!)).status).toBe(200);
    const [issued] = await certificatesOf(me.id);
    expect(issued).toMatchObject({ course_id: course.id, holder_name: 'Nusrat Jahan', course_title: course.title, revoked_at: null, replaced_at: null });
    expect(issued!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const printed = `${issued!.code.slice(0, 5)}-${issued!.code.slice(5)}`;

    // Completing a lesson again, or unmarking and marking it, issues nothing more.
    await complete(me.browser, course.slug, course.lessons.at(-1)!);
    expect(await certificatesOf(me.id)).toHaveLength(1);
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(printed);
    expect(mails[0]!.text_body).toContain(`http://localhost:3000/verify/${issued!.code}`);

    // A visitor, signed in or not, typing it in any case and with or without the hyphen.
    for (const typed of [issued!.code, printed.toLowerCase()]) {
      const res = await verify(typed);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(verifiedCertificateSchema.parse(await res.json())).toEqual({
        code: printed,
        holderName: 'Nusrat Jahan',
        courseTitle: course.title,
        issuedAt: expect.any(String),
        issuer: 'Hisab',
        status: 'valid',
        revokedAt: null,
        revokedReason: null,
        replacedAt: null,
        replacedBy: null,
      });
    }

    const mine = myCertificateListSchema.parse(await (await me.browser.call('/api/my/certificates')).json());
    expect(mine.certificates).toEqual([
      { code: printed, courseTitle: course.title, courseSlug: course.slug, holderName: 'Nusrat Jahan', issuedAt: expect.any(String), status: 'valid', revokedReason: null },
    ]);
    // Another student sees none of it.
    const other = await student();
    expect(myCertificateListSchema.parse(await (await other.browser.call('/api/my/certificates')).json()).certificates).toEqual([]);
    expect((await new Browser(t.request).call('/api/my/certificates')).status).toBe(401);
  });

  it('issues one certificate and one email when twenty completions of the last lesson race', async () => {
    const course = await shortCourse(1);
    const me = await student();
    await enroll(me.id, course.id);
    for (const lessonId of course.lessons.slice(0, -1)) await complete(me.browser, course.slug, lessonId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(me.browser, course.slug, course.lessons.at(-1)!)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await certificatesOf(me.id)).toHaveLength(1);
    expect(await mailsTo(me.email)).toHaveLength(1);

    // And twenty direct checks at once after it, as the catch-up makes them: still one.
    const again = await Promise.all(Array.from({ length: 20 }, () => awardCertificateIfEarned(t.services, { userId: me.id, courseId: course.id })));
    expect(again.filter((a) => a.issued)).toEqual([]);
    expect(await certificatesOf(me.id)).toHaveLength(1);
  });

  it('issues nothing to a student not enrolled, with a revoked enrollment, or in a course that gives none', async () => {
    const course = await shortCourse(2);
    const me = await student();
    await enroll(me.id, course.id);
    await t.db.updateTable('courses').set({ certificate: 0 }).where('id', '=', course.id).execute();
    for (const lessonId of course.lessons) await complete(me.browser, course.slug, lessonId);
    expect(await certificatesOf(me.id)).toEqual([]);
    await t.db.updateTable('enrollments').set({ status: 'revoked' }).where('user_id', '=', me.id).where('course_id', '=', course.id).execute();
    await t.db.updateTable('courses').set({ certificate: 1 }).where('id', '=', course.id).execute();
    expect(myCertificateListSchema.parse(await (await me.browser.call('/api/my/certificates')).json()).certificates).toEqual([]);
    // Access given back: the catch-up on the student's list issues what was earned.
    await t.db.updateTable('enrollments').set({ status: 'active' }).where('user_id', '=', me.id).where('course_id', '=', course.id).execute();
    expect(myCertificateListSchema.parse(await (await me.browser.call('/api/my/certificates')).json()).certificates).toHaveLength(1);
    await t.db.updateTable('courses').set({ certificate: 1 }).where('id', '=', course.id).execute();
  });

  it('waits for a pass in each mock the course names, and issues on the submit that passes', async () => {
    const course = await shortCourse(3);
    const questions = SAMPLE_QUESTIONS.slice(0, 5);
    const { exam } = await insertExamWithBank(t.db, t.services.exams, { questions, overrides: { pass_percent: 60 } });
    await t.db.insertInto('certificate_exams').values({ course_id: course.id, exam_id: exam.id }).execute();
    await t.services.exams.invalidate();
    const me = await student();
    await enroll(me.id, course.id);
    for (const lessonId of course.lessons) await complete(me.browser, course.slug, lessonId);
    expect(await certificatesOf(me.id)).toEqual([]);

    const sit = async (answers: typeof SAMPLE_RIGHT_ANSWERS) => {
      const started = await me.browser.call(`/api/exams/${exam.slug}/attempts`, { method: 'POST' });
      const { attemptId } = (await started.json()) as { attemptId: string };
      for (const [i, answer] of answers.entries())
        expect((await me.browser.call(`/api/attempts/${attemptId}/answers/${i + 1}`, { method: 'PUT', body: { answer, revision: 1, flagged: false } })).status).toBe(200);
      expect((await me.browser.call(`/api/attempts/${attemptId}/submit`, { method: 'POST' })).status).toBe(200);
    };
    // Two answers right of five, the rest left blank: a fail.
    await sit(SAMPLE_RIGHT_ANSWERS.slice(0, 2));
    expect(await certificatesOf(me.id)).toEqual([]);
    await sit(SAMPLE_RIGHT_ANSWERS);
    expect(await certificatesOf(me.id)).toHaveLength(1);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('shows a revoked certificate as revoked with its reason, and a replaced one with the code of its replacement', async () => {
    const course = await shortCourse(4);
    const me = await student('Tanvir Hasan');
    await enroll(me.id, course.id);
    for (const lessonId of course.lessons) await complete(me.browser, course.slug, lessonId);
    const [first] = await certificatesOf(me.id);
    await t.db.updateTable('certificates').set({ revoked_at: '2026-11-20T10:00:00.000Z', revoked_reason: 'Issued in error.' }).where('id', '=', first!.id).execute();
    expect(verifiedCertificateSchema.parse(await (await verify(first!.code)).json())).toMatchObject({
      status: 'revoked',
      revokedAt: expect.stringContaining('2026-11-20'),
      revokedReason: 'Issued in error.',
    });
    // A revoked certificate is not issued again by finishing a lesson.
    await complete(me.browser, course.slug, course.lessons[0]!);
    expect(await certificatesOf(me.id)).toHaveLength(1);

    // A reissue as an admin makes it: the old row replaced, a new current one.
    await t.db.updateTable('certificates').set({ replaced_at: '2026-11-21T10:00:00.000Z' }).where('id', '=', first!.id).execute();
    const next = await t.db
      .insertInto('certificates')
      .values({ code: 'K7Q4M9X2PB', user_id: me.id, course_id: course.id, holder_name: 'Tanvir Hasan', course_title: course.title, issued_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('certificates').set({ replaced_by: next.id }).where('id', '=', first!.id).execute();
    expect(verifiedCertificateSchema.parse(await (await verify(first!.code)).json())).toMatchObject({ status: 'replaced', replacedBy: 'K7Q4M-9X2PB' });
    // Two current certificates for one course cannot be.
    await expect(
      t.db.insertInto('certificates').values({ code: 'K7Q4M9X2PC', user_id: me.id, course_id: course.id, holder_name: 'x', course_title: 'x', issued_at: new Date().toISOString() }).execute(),
    ).rejects.toThrow();
  });

  it('says only that an unknown code is unknown, and stops a network address trying many', async () => {
    const guesser = new Browser(t.request);
    for (const typed of ['0000000000', 'not a code', 'K7Q4M-9X2PZ']) {
      const res = await verify(typed, guesser);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'certificate_not_found', message: expect.any(String) } });
    }
    for (let i = 3; i < CERTIFICATE_GUESSES.max; i += 1) expect((await verify(`ZZZZZ${String(i).padStart(5, '0')}`, guesser)).status).toBe(404);
    const refused = await verify('ZZZZZ99999', guesser);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('certificate_lookups_limited');
    // Another address is not held back.
    expect((await verify('ZZZZZ99999')).status).toBe(404);
  });

  it("hands a student their own certificate as a PDF with the name, course, date and code, and no one else's", async () => {
    const course = await shortCourse(5);
    const me = await student('Mahmudul Hasan');
    await enroll(me.id, course.id);
    for (const lessonId of course.lessons) await complete(me.browser, course.slug, lessonId);
    const [mine] = await certificatesOf(me.id);
    const printed = `${mine!.code.slice(0, 5)}-${mine!.code.slice(5)}`;

    const res = await me.browser.call(`/api/my/certificates/${printed.toLowerCase()}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { pages, text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(pages).toBe(1);
    // Compared without spaces: the heading is letter-spaced, and the address wraps.
    const compact = (value: string) => value.replace(/\s+/g, '');
    const day = new Date(mine!.issued_at);
    const issued = `${day.getUTCDate()} ${day.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${day.getUTCFullYear()}`;
    for (const expected of ['Certificate of completion'.toUpperCase(), 'Mahmudul Hasan', course.title, printed, issued, `http://localhost:3000/verify/${mine!.code}`])
      expect(compact(text)).toContain(compact(expected));

    const other = await student();
    expect((await other.browser.call(`/api/my/certificates/${mine!.code}/pdf`)).status).toBe(404);
    expect((await new Browser(t.request).call(`/api/my/certificates/${mine!.code}/pdf`)).status).toBe(401);
    await t.db.updateTable('certificates').set({ revoked_at: new Date().toISOString(), revoked_reason: 'Issued in error.' }).where('id', '=', mine!.id).execute();
    const revoked = await me.browser.call(`/api/my/certificates/${mine!.code}/pdf`);
    expect(revoked.status).toBe(409);
    expect(((await revoked.json()) as { error: { code: string } }).error.code).toBe('certificate_revoked');
  });
});
