import { describe, expect, it } from 'vitest';
import type { AdminUser, UserDetail, UserList } from '../../contracts/admin-schemas';
import { markingQueueSchema } from '../../contracts/marking-schemas';
import { tutorPapersSchema, type TutorPapers } from '../../contracts/tutor-admin-schemas';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { insertSubject } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type ErrorJson = { error: { code: string; message: string } };
const codeOf = async (res: Response) => ((await res.json()) as ErrorJson).error.code;

describe.each(testDatabaseKinds())('tutors in the admin area on %s', (kind) => {
  const t = useTestApp(kind, { seed: false });

  const auditFor = (targetId: string) => t.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();
  const rowsOf = (userId: string) => t.db.selectFrom('tutor_papers').select(['subject_id', 'lead']).where('user_id', '=', userId).orderBy('subject_id').execute();
  const setRole = (admin: Browser, id: string, role: string) => admin.call(`/api/admin/users/${id}/role`, { body: { role } });
  const putPapers = (admin: Browser, id: string, papers: unknown) => admin.call(`/api/admin/users/${id}/tutor-papers`, { method: 'PUT', body: { papers } });

  /** Two papers of their own for each test (paper names are unique), listed in this order. */
  let made = 0;
  async function twoPapers() {
    made += 1;
    const audit = await insertSubject(t.db, { name: `Audit & Assurance ${made}`, level: 'professional', position: 2 * made });
    const reporting = await insertSubject(t.db, { name: `Corporate Reporting ${made}`, level: 'advanced', position: 2 * made + 1 });
    return { audit, reporting };
  }

  describe('the role', () => {
    it('makes a student a tutor: audited, at once on the session it has, and still refused the admin area', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const student = await signedInAs(t.request, t.services.auth, 'student', 'Tahmina Akter');
      expect((await student.browser.call('/api/marking/queue')).status).toBe(403);

      const res = await setRole(admin.browser, student.id, 'tutor');
      expect(res.status).toBe(200);
      expect(((await res.json()) as AdminUser).role).toBe('tutor');
      // The marking area opens on the session the account already had; the admin area stays shut, page and API.
      expect((await student.browser.call('/api/marking/queue')).status).toBe(200);
      expect((await student.browser.call('/api/admin/overview')).status).toBe(403);
      expect((await student.browser.call('/admin')).status).toBe(403);
      const signIn = await new Browser(t.request).call('/api/admin/sign-in', { body: { email: student.email, password: student.password } });
      expect(signIn.status).toBe(403);
      expect(await codeOf(signIn)).toBe('not_admin');

      const [entry] = await auditFor(student.id);
      expect(entry).toMatchObject({ actor_id: admin.id, action: 'user.role_changed', target_type: 'user' });
      expect(JSON.parse(entry!.details)).toEqual({ email: student.email, name: 'Tahmina Akter', from: 'student', to: 'tutor' });

      const detail = (await (await admin.browser.call(`/api/admin/users/${student.id}`)).json()) as UserDetail;
      expect(detail.user.role).toBe('tutor');
    });

    it('filters the user list by role, tutors included', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const tutor = await signedInAs(t.request, t.services.auth, 'tutor', 'Kamrul Hasan');
      const student = await signedInAs(t.request, t.services.auth, 'student', 'Kamrul Islam');
      const list = async (query: string) => ((await (await admin.browser.call(`/api/admin/users?${query}`)).json()) as UserList).items;
      const tutors = await list('role=tutor&pageSize=100');
      expect(tutors.map((u) => u.id)).toContain(tutor.id);
      expect(tutors.every((u) => u.role === 'tutor')).toBe(true);
      expect((await list('role=student&pageSize=100')).map((u) => u.id)).not.toContain(tutor.id);
      expect((await list('q=kamrul&role=tutor')).map((u) => u.id)).toEqual([tutor.id]);
      expect((await list('q=kamrul&role=student')).map((u) => u.id)).toEqual([student.id]);
    });

    it('takes a tutor’s papers off when the role changes, keeps them in the audit entry, and a tutor again starts with none', async () => {
      const { audit, reporting } = await twoPapers();
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const tutor = await signedInAs(t.request, t.services.auth, 'tutor');
      expect(
        (
          await putPapers(admin.browser, tutor.id, [
            { subjectId: audit.id, lead: true },
            { subjectId: reporting.id, lead: false },
          ])
        ).status,
      ).toBe(200);

      expect((await setRole(admin.browser, tutor.id, 'student')).status).toBe(200);
      expect(await rowsOf(tutor.id)).toEqual([]);
      expect((await tutor.browser.call('/api/marking/queue')).status).toBe(403);
      const entries = await auditFor(tutor.id);
      expect(JSON.parse(entries.at(-1)!.details)).toMatchObject({
        from: 'tutor',
        to: 'student',
        papersRemoved: [
          { paper: audit.name, lead: true },
          { paper: reporting.name, lead: false },
        ],
      });

      expect((await setRole(admin.browser, tutor.id, 'tutor')).status).toBe(200);
      const papers = tutorPapersSchema.parse(await (await admin.browser.call(`/api/admin/users/${tutor.id}/tutor-papers`)).json());
      expect(papers.papers.filter((p) => p.assigned)).toEqual([]);
      const queue = markingQueueSchema.parse(await (await tutor.browser.call('/api/marking/queue')).json());
      expect(queue.papers).toEqual([]);
    });

    it('takes the papers off a tutor made an admin too', async () => {
      const { audit } = await twoPapers();
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const tutor = await signedInAs(t.request, t.services.auth, 'tutor');
      await putPapers(admin.browser, tutor.id, [{ subjectId: audit.id, lead: false }]);
      expect((await setRole(admin.browser, tutor.id, 'admin')).status).toBe(200);
      expect(await rowsOf(tutor.id)).toEqual([]);
      expect((await tutor.browser.call('/api/admin/overview')).status).toBe(200);
    });

    it('keeps the last admin: an admin cannot make themselves a tutor, a tutor cannot change roles, and two admins making each other tutors leave one admin', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const own = await setRole(admin.browser, admin.id, 'tutor');
      expect(own.status).toBe(409);
      expect(await codeOf(own)).toBe('own_account');

      const tutor = await signedInAs(t.request, t.services.auth, 'tutor');
      const student = await signedInAs(t.request, t.services.auth, 'student');
      const byTutor = await setRole(tutor.browser, student.id, 'admin');
      expect(byTutor.status).toBe(403);
      expect(await codeOf(byTutor)).toBe('forbidden');

      // Only these two admins are left, then each demotes the other at the same moment.
      const other = await signedInAs(t.request, t.services.auth, 'admin');
      await t.db.updateTable('users').set({ role: 'student' }).where('role', '=', 'admin').where('id', 'not in', [admin.id, other.id]).execute();
      const answers = await Promise.all([setRole(admin.browser, other.id, 'tutor'), setRole(other.browser, admin.id, 'tutor')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
      const admins = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
      expect(admins).toHaveLength(1);
      const tutors = await t.db.selectFrom('users').select('id').where('role', '=', 'tutor').where('id', 'in', [admin.id, other.id]).execute();
      expect(tutors).toHaveLength(1);
    });
  });

  describe('the papers a tutor marks', () => {
    it('lists every paper, saves a tutor’s papers and leads at once with one audit entry, and the marking area follows', async () => {
      const { audit, reporting } = await twoPapers();
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const tutor = await signedInAs(t.request, t.services.auth, 'tutor', 'Sharmin Sultana');
      const url = `/api/admin/users/${tutor.id}/tutor-papers`;

      const before = tutorPapersSchema.parse(await (await admin.browser.call(url)).json());
      expect(before.papers.find((p) => p.subjectId === audit.id)).toEqual({ subjectId: audit.id, name: audit.name, level: 'professional', assigned: false, lead: false });
      expect(before.papers.every((p) => !p.assigned && !p.lead)).toBe(true);

      const res = await putPapers(admin.browser, tutor.id, [
        { subjectId: reporting.id, lead: false },
        { subjectId: audit.id, lead: true },
      ]);
      expect(res.status).toBe(200);
      const saved = tutorPapersSchema.parse(await res.json());
      const mine = (papers: TutorPapers) => papers.papers.filter((p) => p.assigned).map((p) => ({ name: p.name, lead: p.lead }));
      expect(mine(saved)).toEqual([
        { name: audit.name, lead: true },
        { name: reporting.name, lead: false },
      ]);
      expect(mine(tutorPapersSchema.parse(await (await admin.browser.call(url)).json()))).toEqual(mine(saved));
      expect(await rowsOf(tutor.id)).toEqual([
        { subject_id: audit.id, lead: 1 },
        { subject_id: reporting.id, lead: 0 },
      ]);

      const entries = await auditFor(tutor.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor_id: admin.id, action: 'user.tutor_papers_changed', target_type: 'user' });
      expect(JSON.parse(entries[0]!.details)).toEqual({
        email: tutor.email,
        name: 'Sharmin Sultana',
        from: [],
        to: [
          { paper: audit.name, lead: true },
          { paper: reporting.name, lead: false },
        ],
      });

      // The tutor's marking area reads the same rows: these papers, leading the one.
      const queue = markingQueueSchema.parse(await (await tutor.browser.call('/api/marking/queue')).json());
      expect(queue.papers.map((p) => ({ name: p.name, lead: p.lead }))).toEqual([
        { name: audit.name, lead: true },
        { name: reporting.name, lead: false },
      ]);

      // Saving the same papers again changes nothing and records nothing.
      expect(
        (
          await putPapers(admin.browser, tutor.id, [
            { subjectId: audit.id, lead: true },
            { subjectId: reporting.id, lead: false },
          ])
        ).status,
      ).toBe(200);
      expect(await auditFor(tutor.id)).toHaveLength(1);

      // A lead given up and a paper taken off, then every paper taken off.
      expect(mine(tutorPapersSchema.parse(await (await putPapers(admin.browser, tutor.id, [{ subjectId: audit.id, lead: false }])).json()))).toEqual([{ name: audit.name, lead: false }]);
      expect((await putPapers(admin.browser, tutor.id, [])).status).toBe(200);
      expect(await rowsOf(tutor.id)).toEqual([]);
      const last = await auditFor(tutor.id);
      expect(last).toHaveLength(3);
      expect(JSON.parse(last[1]!.details)).toMatchObject({ to: [{ paper: audit.name, lead: false }] });
      expect(JSON.parse(last[2]!.details)).toMatchObject({ from: [{ paper: audit.name, lead: false }], to: [] });
    });

    it('refuses a paper twice, a paper that does not exist and a malformed list, changing nothing', async () => {
      const { audit } = await twoPapers();
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const tutor = await signedInAs(t.request, t.services.auth, 'tutor');
      await putPapers(admin.browser, tutor.id, [{ subjectId: audit.id, lead: true }]);
      const before = await rowsOf(tutor.id);
      const entries = (await auditFor(tutor.id)).length;

      const cases: [unknown, number, string][] = [
        [
          [
            { subjectId: audit.id, lead: true },
            { subjectId: audit.id, lead: false },
          ],
          400,
          'validation_failed',
        ],
        [[{ subjectId: 987_654, lead: false }], 400, 'tutor_paper_unknown'],
        [
          [
            { subjectId: audit.id, lead: false },
            { subjectId: 987_654, lead: false },
          ],
          400,
          'tutor_paper_unknown',
        ],
        [[{ subjectId: 2 ** 31, lead: false }], 400, 'validation_failed'],
        [[{ subjectId: 0, lead: false }], 400, 'validation_failed'],
        [[{ subjectId: audit.id, lead: 'yes' }], 400, 'validation_failed'],
        [[{ subjectId: audit.id }], 400, 'validation_failed'],
        ['Audit & Assurance', 400, 'validation_failed'],
      ];
      for (const [papers, status, code] of cases) {
        const res = await putPapers(admin.browser, tutor.id, papers);
        expect(res.status, JSON.stringify(papers)).toBe(status);
        expect(await codeOf(res)).toBe(code);
      }
      const duplicate = await putPapers(admin.browser, tutor.id, [
        { subjectId: audit.id, lead: true },
        { subjectId: audit.id, lead: true },
      ]);
      expect(((await duplicate.json()) as { error: { details: { message: string }[] } }).error.details.map((d) => d.message)).toContain('List each paper once.');
      expect(await rowsOf(tutor.id)).toEqual(before);
      expect(await auditFor(tutor.id)).toHaveLength(entries);
    });

    it('refuses papers for an account that is not a tutor, and for no account', async () => {
      const { audit } = await twoPapers();
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const student = await signedInAs(t.request, t.services.auth, 'student');
      const otherAdmin = await signedInAs(t.request, t.services.auth, 'admin');
      for (const id of [student.id, otherAdmin.id, admin.id]) {
        const res = await putPapers(admin.browser, id, [{ subjectId: audit.id, lead: false }]);
        expect(res.status).toBe(409);
        const body = (await res.json()) as ErrorJson;
        expect(body.error.code).toBe('not_a_tutor');
        expect(body.error.message).toContain('Make it a tutor first');
        expect(await rowsOf(id)).toEqual([]);
      }
      // A student's list reads as no papers: only tutors have any.
      const listed = tutorPapersSchema.parse(await (await admin.browser.call(`/api/admin/users/${student.id}/tutor-papers`)).json());
      expect(listed.papers.some((p) => p.assigned)).toBe(false);

      const missing = '00000000-0000-4000-8000-000000000000';
      for (const res of [await admin.browser.call(`/api/admin/users/${missing}/tutor-papers`), await putPapers(admin.browser, missing, [])]) {
        expect(res.status).toBe(404);
        expect(await codeOf(res)).toBe('user_not_found');
      }
      expect(await auditFor(student.id)).toEqual([]);
    });

    it('is the admins’ alone: a visitor, a student and a tutor (even for themselves) are refused before anything is read', async () => {
      const { audit } = await twoPapers();
      const tutor = await signedInAs(t.request, t.services.auth, 'tutor');
      const student = await signedInAs(t.request, t.services.auth, 'student');
      const url = `/api/admin/users/${tutor.id}/tutor-papers`;
      const body = { papers: [{ subjectId: audit.id, lead: true }] };
      const visitor = new Browser(t.request);
      for (const [browser, status, code] of [
        [visitor, 401, 'unauthenticated'],
        [student.browser, 403, 'forbidden'],
        [tutor.browser, 403, 'forbidden'],
      ] as const) {
        for (const res of [await browser.call(url), await browser.call(url, { method: 'PUT', body }), await browser.call(url, { method: 'PUT', body: { papers: 'bad' } })]) {
          expect(res.status).toBe(status);
          expect(await codeOf(res)).toBe(code);
        }
      }
      expect(await rowsOf(tutor.id)).toEqual([]);
    });

    it('decides a save racing a change of role one way or the other: never papers on an account that is not a tutor', async () => {
      const { audit, reporting } = await twoPapers();
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      for (let round = 0; round < 5; round++) {
        const tutor = await signedInAs(t.request, t.services.auth, 'tutor');
        const [saved, demoted] = await Promise.all([
          putPapers(admin.browser, tutor.id, [
            { subjectId: audit.id, lead: true },
            { subjectId: reporting.id, lead: false },
          ]),
          setRole(admin.browser, tutor.id, 'student'),
        ]);
        expect(demoted.status).toBe(200);
        expect([200, 409]).toContain(saved.status);
        expect(await rowsOf(tutor.id)).toEqual([]);
      }
    });
  });
});
