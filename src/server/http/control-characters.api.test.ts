import { describe, expect, it } from 'vitest';
import { ORIGIN, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe.each(testDatabaseKinds())('control characters (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });
  const json = (path: string, body: unknown, method = 'POST', headers: Record<string, string> = {}) =>
    t.request(path, { method, headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('refuses a NUL or another control character in the address and the query with validation_failed, never 500', async () => {
    for (const path of ['/api/courses/a%00b', '/api/courses?subject=%00', '/api/courses?q=a%01b', '/api/posts/x%1Fy', '/api/exams/a%00']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(400);
      expect(await code(res), path).toBe('validation_failed');
    }
  });

  it('refuses them in any string of a JSON body, Better Auth’s forms included, but keeps line breaks in text', async () => {
    const signIn = await json('/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'whatever password' });
    expect(signIn.status).toBe(400);
    expect(await code(signIn)).toBe('validation_failed');
    const nested = await json('/api/contact', { name: 'Rahim', email: 'rahim@example.com', topic: 'courses', message: 'Hello\u0007 there, this is long enough.' });
    expect(nested.status).toBe(400);
    const { browser } = await signedInAs(t.request, t.services.auth, 'student');
    const key = await json('/api/cart/merge', { slugs: ['x\u0000'] }, 'POST', { Cookie: browser.cookieHeader() });
    expect(key.status).toBe(400);
    // A message with line breaks and tabs is writing, and is accepted.
    const fine = await json('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'line one\nline\ttwo' });
    expect(fine.status).toBe(401);
  });

  it('leaves an upload’s body to its route: JSON sent to the screenshot upload gets the route’s own answer, not a 500', async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'student');
    // No Content-Length, as a chunked upload arrives: the route's own limit reads the stream.
    const res = await json('/api/my/orders/HSB-NOSUCH/screenshot', { image: 'not an image' }, 'PUT', { Cookie: browser.cookieHeader() });
    expect(res.status).toBe(404);
    expect(await code(res)).toBe('order_not_found');
  });
});
