import { describe, expect, it } from 'vitest';
import { ORIGIN, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { JSON_BODY_LIMIT_BYTES } from './request-size';

const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe.each(testDatabaseKinds())('request size (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers }, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit);

  it('refuses a body over 64 kB before anything reads it, sign-in included', async () => {
    const huge = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
    const res = await post('/api/auth/sign-in/email', huge);
    expect(res.status).toBe(413);
    expect(await code(res)).toBe('body_too_large');
    const contact = await post('/api/contact', JSON.stringify({ message: 'y'.repeat(JSON_BODY_LIMIT_BYTES + 10) }));
    expect(contact.status).toBe(413);
  });

  it('counts a body sent without a length as it streams in', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await post('/api/auth/sign-up/email', stream);
    expect(res.status).toBe(413);
    expect(await code(res)).toBe('body_too_large');
  });

  it('lets a normal request through, and an upload route keeps its own larger limit', async () => {
    const wrong = await post('/api/auth/sign-in/email', JSON.stringify({ email: 'nobody@example.com', password: 'not the password at all' }));
    expect(wrong.status).toBe(401);
    const { browser } = await signedInAs(t.request, t.services.auth, 'student');
    const image = new Uint8Array(200 * 1024);
    const upload = await t.request('/api/my/orders/HSB-NOSUCH/screenshot', {
      method: 'PUT',
      headers: { Origin: ORIGIN, Cookie: browser.cookieHeader(), 'Content-Type': 'image/png' },
      body: image,
    });
    expect(upload.status).toBe(404);
  });
});
