import { describe, expect, it } from 'vitest';
import { newCertificateCode } from '../../server/certificates/certificate-code';
import { CERTIFICATE_GUESSES } from '../../server/certificates/verify-guesses';
import { Browser, signedInAs } from '../../server/testing/auth-helpers';
import { useTestApp } from '../../server/testing/test-app';
import { testDatabaseKinds } from '../../server/testing/test-database';
import { renderPage } from './render-page';

/** The markup inside #root and the query cache the browser hydrates from. */
function partsOf(html: string) {
  const root = /<div id="root" data-server-rendered>([\s\S]*)<\/div>\s*<script type="application\/json" id="hisab-query-state">([^<]*)<\/script>/.exec(html);
  if (!root) return null;
  return { markup: root[1]!, state: JSON.parse(root[2]!) as { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] } };
}

describe.each(testDatabaseKinds())('the certificate verify page rendered on the server, on %s', (kind) => {
  const t = useTestApp(kind, { renderPage });

  async function issued(holder: string): Promise<string> {
    const student = await signedInAs(t.request, t.services.auth, 'student', holder);
    const course = await t.db.selectFrom('courses').select(['id', 'title']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const code = newCertificateCode();
    await t.db.insertInto('certificates').values({ code, user_id: student.id, course_id: course.id, holder_name: holder, course_title: course.title, issued_at: '2026-11-20T09:00:00.000Z' }).execute();
    return code;
  }

  it('draws the certificate for each request, never kept, with the answer in the state the browser starts from', async () => {
    const code = await issued('Rafiq Uddin');
    const visitor = new Browser(t.request);
    const res = await visitor.call(`/verify/${code.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = partsOf(await res.text())!;
    expect(page.markup).toContain('Rafiq Uddin');
    expect(page.markup).toContain('Valid');
    const query = page.state.queries.find((q) => q.queryKey[0] === 'certificates')!;
    expect(query).toMatchObject({ queryKey: ['certificates', 'verify', code.toLowerCase()], state: { status: 'success', data: { found: true } } });

    // Revoked a moment later: the next view says so (nothing was kept).
    await t.db.updateTable('certificates').set({ revoked_at: new Date().toISOString(), revoked_reason: 'Issued in error.' }).where('code', '=', code).execute();
    const again = partsOf(await (await visitor.call(`/verify/${code}`)).text())!;
    expect(again.markup).toContain('Revoked');
    expect(again.markup).toContain('Issued in error.');
  });

  it('answers an unknown code with 404 and the page that says so, counted against the visitor’s own address', async () => {
    const guesser = new Browser(t.request);
    const res = await guesser.call('/verify/ZZZZZ-00000');
    expect(res.status).toBe(404);
    const page = partsOf(await res.text())!;
    expect(page.markup).toContain('No certificate has this code');
    expect(page.state.queries.find((q) => q.queryKey[0] === 'certificates')).toMatchObject({ state: { status: 'success', data: { found: false, reason: 'unknown' } } });

    for (let i = 1; i < CERTIFICATE_GUESSES.max; i += 1) expect((await guesser.call(`/verify/ZZZZZ${String(i).padStart(5, '0')}`)).status).toBe(404);
    const refused = await guesser.call('/verify/ZZZZZ99999');
    expect(refused.status).toBe(429);
    expect(partsOf(await refused.text())!.markup).toContain('Too many unknown codes');
    // The API counts the same misses.
    expect((await guesser.call('/api/certificates/ZZZZZ99998')).status).toBe(429);
    // Another visitor is not held back.
    expect((await new Browser(t.request).call('/verify/ZZZZZ99999')).status).toBe(404);
  });

  it('opens the page of a code sent by the lookup form without the app’s code', async () => {
    const res = await new Browser(t.request).call('/verify?code=%20k7q4m-9x2pb%20');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/verify/k7q4m-9x2pb');
  });
});
