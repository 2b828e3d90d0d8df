import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

describe.each(testDatabaseKinds())('pages, not-found and headers on %s', (kind) => {
  const t = useTestApp(kind);

  it('serves the app for every screen route, including subject pages by name', async () => {
    for (const path of [
      '/',
      '/online-course',
      '/courses',
      '/course-detail',
      '/blog-column-four',
      '/Audit%20%26%20Assurance',
      '/Business%2C%20Technology%20%26%20Finance',
      '/courseland/a/b',
      '/about/',
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
    }
  });

  it('serves /404 with status 404 and redirects unknown paths to it', async () => {
    const notFound = await t.request('/404');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('<div id="root">');
    for (const path of ['/no-such-page', '/course-detail/a/b', '/Astrology', '/%E0%A4%A']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/404');
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/subjects'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('sends security headers on every response and forbids framing', async () => {
    for (const path of ['/', '/api/subjects', '/404', '/nowhere']) {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      // A site served on plain http (a local one) must not be pinned to https.
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('lets other sites frame the logo embed, and only it', async () => {
    const res = await t.request('/emb');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });

  it('publishes an OpenAPI document that describes the subjects endpoints', async () => {
    const res = await t.request('/api/openapi.json');
    const doc = (await res.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/subjects', '/subjects/{name}']));
  });
});

describe.each(testDatabaseKinds())('HSTS on %s', (kind) => {
  const https = useTestApp(kind, { seed: false, config: { publicUrl: 'https://hisab.example' } });

  it('tells browsers to keep to https when the site is served on https, and only then', async () => {
    const res = await https.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
