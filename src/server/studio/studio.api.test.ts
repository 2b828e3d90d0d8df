import { describe, expect, it } from 'vitest';
import type { StudioSummary } from '../../contracts/studio-schemas';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** Path parameters filled with a plausible value: the gate must answer before anything is looked up. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, '1');

describe.each(testDatabaseKinds())('the admin gate and the studio on %s', (kind) => {
  const t = useTestApp(kind);

  it('refuses every admin operation in the API document to a visitor (401) and a student (403), before reading input', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as OpenApi;
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/admin/') && path !== '/admin/sign-in')
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: `/api${concrete(path)}` })));
    expect(operations.some((op) => op.path.startsWith('/api/admin/studio/'))).toBe(true);
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const wrong: string[] = [];
    for (const { method, path } of operations) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const visitor = await new Browser(t.request).call(path, { method, body });
      const asStudent = await student.browser.call(path, { method, body });
      if (visitor.status !== 401) wrong.push(`${method} ${path} as a visitor: ${visitor.status}`);
      if (asStudent.status !== 403) wrong.push(`${method} ${path} as a student: ${asStudent.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('counts content per kind for the studio home, leaving out what was deleted', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const before = (await (await admin.browser.call('/api/admin/studio/summary')).json()) as StudioSummary;
    const published = await t.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    expect(before.courses.published).toBe(Number(published.n));
    expect(before.questions).toBeGreaterThan(100);
    expect(before.mentors).toBeGreaterThan(0);

    const course = await t.db.selectFrom('courses').select('id').where('status', '=', 'published').executeTakeFirstOrThrow();
    await t.db.updateTable('courses').set({ status: 'draft', deleted_at: new Date().toISOString() }).where('id', '=', course.id).execute();
    const after = (await (await admin.browser.call('/api/admin/studio/summary')).json()) as StudioSummary;
    expect(after.courses).toEqual({ published: before.courses.published - 1, drafts: before.courses.drafts });
    expect(after.lessons).toBeLessThan(before.lessons);
  });
});
