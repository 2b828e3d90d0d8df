import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { TEST_INDEX_HTML, useTestApp } from '../testing/test-app';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-web-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
fs.writeFileSync(path.join(webRoot, 'assets', 'app-3f9a1c.js'), 'console.log("hisab")');
fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe('the built files', () => {
  const t = useTestApp('sqlite');
  const request = (url: string) => createApp({ services: t.services, webRoot, indexHtml: TEST_INDEX_HTML }).request(url);

  it('serves a fingerprinted file for a year and other files for an hour', async () => {
    const asset = await request('/assets/app-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("hisab")');
    expect((await request('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('has the service worker revalidated on every load, so a release replaces it at once', async () => {
    const res = await request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('answers a plain 404, not 500, for a built file that is not there (an old chunk after a new release)', async () => {
    for (const url of ['/assets/app-0ld0ld.js', '/assets/index-gone.css']) {
      const res = await request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('cache-control') ?? '', url).not.toContain('immutable');
    }
  });

  it('sends any other missing address to the not-found page, as every unknown address is', async () => {
    const res = await request('/apple-touch-icon.png');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/404');
  });
});
