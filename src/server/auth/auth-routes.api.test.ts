import { describe, expect, it } from 'vitest';
import * as authApi from '../../contracts/api/auth';
import { declaredCodes, type Operation } from '../../contracts/api/operation';
import { Browser } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

/**
 * The account operations are declared in src/contracts/api/auth.ts but
 * served by Better Auth, not mounted from their declarations: this walk is
 * what keeps the two together. Each declared operation is sent, as a
 * visitor and with an empty body, to its method and path; Better Auth must
 * answer it there (not its own empty 404 for a path it does not serve, nor
 * the API's JSON `not_found`, nor a 405), and any refusal must carry a code
 * the declaration lists.
 */
const operations: Operation[] = Object.values(authApi);

describe.each(testDatabaseKinds())('the declared account operations on %s', (kind) => {
  const t = useTestApp(kind, { seed: false });

  async function send(method: string, path: string) {
    // A browser of its own for each request: Better Auth's per-address limits stay out of the way.
    const browser = new Browser(t.request);
    const res = await browser.call(`/api${path}`, method === 'GET' ? { method } : { method, body: {} });
    const text = await res.text();
    // Better Auth answers a path it does not serve with an empty 404.
    const body = (text ? JSON.parse(text) : null) as { error?: { code?: string } } | null;
    return { status: res.status, code: body?.error?.code ?? null, text };
  }

  it('declares the operations the web app calls', () => {
    expect(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`)).toEqual(
      expect.arrayContaining(['GET /auth/get-session', 'POST /auth/sign-up/email', 'POST /auth/sign-in/email', 'POST /auth/sign-out', 'POST /auth/change-password']),
    );
  });

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('answers %s where it is declared, with a declared code when it refuses', async (_, op) => {
    const answer = await send(op.method.toUpperCase(), op.path);
    expect([404, 405], answer.text).not.toContain(answer.status);
    if (answer.status >= 400) expect([...declaredCodes(op)], answer.text).toContain(answer.code);
    // A visitor never gets past a student operation's check.
    if (op.audience === 'student') expect(answer.status).toBeGreaterThanOrEqual(400);
  });

  it('would notice a declaration that drifted: a path Better Auth does not serve, or the wrong method, answers 404', async () => {
    expect((await send('POST', '/auth/sign-in/emial')).status).toBe(404);
    expect((await send('GET', '/auth/sign-out')).status).toBe(404);
  });
});
