import { describe, expect, it } from 'vitest';
import { Browser } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { DEMO_ADMIN_EMAIL, DEMO_TUTOR_EMAIL, seedDemoAccounts } from './seed-demo-accounts';

describe.each(testDatabaseKinds())('demo accounts on %s', (kind) => {
  const t = useTestApp(kind);

  async function signIn(email: string, password: string) {
    const browser = new Browser(t.request);
    const res = await browser.call('/api/auth/sign-in/email', { body: { email, password } });
    expect(res.status).toBe(200);
    const session = (await (await browser.call('/api/auth/get-session')).json()) as { user: { id: string; role: string; emailVerified: boolean } };
    return { browser, user: session.user };
  }

  it('creates an admin, a tutor and a student once, with passwords that sign in, the tutor with two papers to mark', async () => {
    const created = await seedDemoAccounts(t.db, t.services.auth);
    expect(created.map((a) => a.role)).toEqual(['admin', 'tutor', 'student']);
    expect(await seedDemoAccounts(t.db, t.services.auth)).toEqual([]);

    const admin = created.find((a) => a.email === DEMO_ADMIN_EMAIL)!;
    expect(admin.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect((await signIn(admin.email, admin.password)).user).toMatchObject({ role: 'admin', emailVerified: true });

    // The tutor marks two papers, leading one, whose full mocks go to tutors; every other exam stays self-marked.
    const demoTutor = created.find((a) => a.email === DEMO_TUTOR_EMAIL)!;
    const tutor = await signIn(demoTutor.email, demoTutor.password);
    expect(tutor.user).toMatchObject({ role: 'tutor', emailVerified: true });
    expect((await tutor.browser.call('/api/marking/queue')).status).toBe(200);
    expect((await tutor.browser.call('/api/admin/overview')).status).toBe(403);
    const tutorRow = { id: tutor.user.id };
    const papers = await t.db
      .selectFrom('tutor_papers as tp')
      .innerJoin('subjects as s', 's.id', 'tp.subject_id')
      .select(['s.slug', 'tp.lead'])
      .where('tp.user_id', '=', tutorRow.id)
      .orderBy('s.slug')
      .execute();
    expect(papers).toEqual([
      { slug: 'audit-assurance', lead: 1 },
      { slug: 'financial-accounting-reporting', lead: 0 },
    ]);

    const tutorMarked = await t.db.selectFrom('exams').select('slug').where('written_marking', '=', 'tutor').orderBy('slug').execute();
    expect(tutorMarked.map((e) => e.slug)).toEqual(['audit-assurance-full-mock', 'financial-accounting-reporting-full-mock']);
    // Each of them can draw a written question for a tutor to mark.
    for (const slug of ['audit-assurance', 'financial-accounting-reporting']) {
      const written = await t.db
        .selectFrom('questions as q')
        .innerJoin('subjects as s', 's.id', 'q.subject_id')
        .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
        .select('q.id')
        .where('s.slug', '=', slug)
        .where('v.kind', '=', 'written')
        .execute();
      expect(written.length, slug).toBeGreaterThan(0);
    }
  });
});
