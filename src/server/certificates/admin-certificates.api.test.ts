import { describe, expect, it } from 'vitest';
import { adminCertificatePageSchema, adminCertificateSchema, verifiedCertificateSchema } from '../../contracts/certificate-schemas';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { newCertificateCode } from './certificate-code';

describe.each(testDatabaseKinds())('certificates in the admin area (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });

  /** A student with a certificate for one of the demo's courses, written as issuing writes it. */
  async function holder(name: string, courseIndex = 0) {
    const student = await signedInAs(t.request, t.services.auth, 'student', name);
    const course = await t.db.selectFrom('courses').select(['id', 'title']).where('status', '=', 'published').orderBy('id').offset(courseIndex).limit(1).executeTakeFirstOrThrow();
    const code = newCertificateCode();
    await t.db.insertInto('certificates').values({ code, user_id: student.id, course_id: course.id, holder_name: name, course_title: course.title, issued_at: '2026-11-20T09:00:00.000Z' }).execute();
    return { ...student, code, printed: `${code.slice(0, 5)}-${code.slice(5)}`, course };
  }
  const verify = async (code: string) => verifiedCertificateSchema.parse(await (await new Browser(t.request).call(`/api/certificates/${code}`)).json());
  const auditOf = (code: string) => t.db.selectFrom('audit_log').select(['action', 'details']).where('target_type', '=', 'certificate').where('target_id', '=', code).execute();

  it('lists certificates newest first and finds one by code, holder, email or course; students are refused', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const a = await holder('Shirin Sultana Qz7');
    const list = async (query: string) => adminCertificatePageSchema.parse(await (await admin.browser.call(`/api/admin/certificates${query}`)).json());
    expect((await list('?q=qz7')).items.map((c) => c.code)).toEqual([a.printed]);
    expect((await list(`?q=${a.printed.toLowerCase()}`)).items).toMatchObject([{ holderName: 'Shirin Sultana Qz7', student: { id: a.id, email: a.email }, status: 'valid' }]);
    expect((await list(`?q=${encodeURIComponent(a.email)}`)).total).toBe(1);
    expect((await list('?q=%25')).items).toEqual([]);
    expect((await list('?status=revoked&q=qz7')).total).toBe(0);
    expect((await a.browser.call('/api/admin/certificates')).status).toBe(403);
  });

  it('revokes once with the reason the verify page then shows; twenty admins at once write one entry', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const a = await holder('Kamrul Islam', 1);
    const tooShort = await admin.browser.call(`/api/admin/certificates/${a.code}/revoke`, { body: { reason: 'no' } });
    expect(tooShort.status).toBe(400);
    expect((await verify(a.code)).status).toBe('valid');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.browser.call(`/api/admin/certificates/${a.printed}/revoke`, { body: { reason: 'Issued before the final mock was marked.' } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const ok = answers.find((r) => r.status === 200)!;
    expect(adminCertificateSchema.parse(await ok.json())).toMatchObject({ status: 'revoked', revokedReason: 'Issued before the final mock was marked.' });
    expect(await verify(a.code)).toMatchObject({ status: 'revoked', revokedReason: 'Issued before the final mock was marked.' });
    expect(await auditOf(a.code)).toHaveLength(1);
    // Revoked is final: not reissued.
    const again = await admin.browser.call(`/api/admin/certificates/${a.code}/reissue`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('certificate_already_revoked');
    expect((await admin.browser.call('/api/admin/certificates/ZZZZZ-ZZZZZ/revoke', { body: { reason: 'Issued in error.' } })).status).toBe(404);
  });

  it('reissues in the corrected name with a new code and the same date; the old code says replaced, by which; twenty at once make one', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const a = await holder('Tasnim Rhaman', 2);
    await t.db.updateTable('users').set({ name: 'Tasnim Rahman' }).where('id', '=', a.id).execute();

    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.browser.call(`/api/admin/certificates/${a.code}/reissue`, { method: 'POST' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const made = adminCertificateSchema.parse(await answers.find((r) => r.status === 200)!.json());
    expect(made).toMatchObject({ holderName: 'Tasnim Rahman', courseTitle: a.course.title, issuedAt: expect.stringContaining('2026-11-20'), status: 'valid' });
    expect(made.code).not.toBe(a.printed);
    expect(await verify(a.code)).toMatchObject({ status: 'replaced', holderName: 'Tasnim Rhaman', replacedBy: made.code });
    expect(await verify(made.code)).toMatchObject({ status: 'valid', holderName: 'Tasnim Rahman' });
    const rows = await t.db.selectFrom('certificates').select(['code', 'replaced_at']).where('user_id', '=', a.id).execute();
    expect(rows.filter((r) => r.replaced_at === null)).toHaveLength(1);
    expect(await auditOf(a.code)).toMatchObject([{ action: 'certificate.reissued' }]);
    // One email, to the student, with the new certificate's address.
    const mails = await t.db.selectFrom('mail_outbox').select(['to_address', 'text_body']).where('kind', '=', 'certificate_reissued').where('to_address', '=', a.email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`/verify/${made.code.replace('-', '')}`);
    // The student's list holds the new one only.
    const mine = (await (await a.browser.call('/api/my/certificates')).json()) as { certificates: { code: string }[] };
    expect(mine.certificates.map((c) => c.code)).toContain(made.code);
    expect(mine.certificates.map((c) => c.code)).not.toContain(a.printed);
  });
});
