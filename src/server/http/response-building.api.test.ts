import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const GZIP = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

/** Counts every Response object made while `run` answers one request. */
async function responsesBuilt(run: () => Promise<Response>): Promise<{ res: Response; built: number }> {
  const Original = globalThis.Response;
  let built = 0;
  globalThis.Response = class extends Original {
    constructor(...args: ConstructorParameters<typeof Response>) {
      super(...args);
      built += 1;
    }
  } as typeof Response;
  try {
    const res = await run();
    return { res, built };
  } finally {
    globalThis.Response = Original;
  }
}

describe.each(testDatabaseKinds())('how answers are built on %s', (kind) => {
  const t = useTestApp(kind);
  const Original = globalThis.Response;
  afterEach(() => {
    globalThis.Response = Original;
  });

  it('builds a small answer once, with its length, uncompressed, and every security header', async () => {
    const { res, built } = await responsesBuilt(async () => t.request('/api/health', { headers: GZIP }));
    expect(built).toBe(1);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(JSON.stringify({ status: 'ok' }).length));
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('builds a signed-in answer once and an error answer once', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const cookie = student.browser.cookieHeader();
    const signedIn = await responsesBuilt(async () => t.request('/api/cart/count', { headers: { ...GZIP, Cookie: cookie } }));
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.built).toBe(1);
    const refused = await responsesBuilt(async () => t.request('/api/cart/count', { headers: GZIP }));
    expect(refused.res.status).toBe(401);
    expect(refused.built).toBe(1);
    expect(refused.res.headers.get('content-length')).not.toBeNull();
  });

  it('gzips a large answer for a browser that accepts it, and not for one that does not', async () => {
    const plain = await t.request('/api/openapi.json');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));

    const zipped = await t.request('/api/openapi.json', { headers: GZIP });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('x-content-type-options')).toBe('nosniff');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(text);
  });

  it('sends a compressed answer over a real socket with the right framing', async () => {
    // Node's server answers with its own light Response objects, which
    // in-process requests never see: a wrong Content-Length only shows here.
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const get = (headers: Record<string, string>) =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path: '/api/openapi.json', headers, timeout: 5000 }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            res.on('error', reject);
          });
          req.on('timeout', () => req.destroy(new Error('the answer never ended')));
          req.on('error', reject);
        });
      const plain = await get({});
      expect(plain.headers['content-length']).toBe(String(plain.body.byteLength));
      const zipped = await get(GZIP);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      if (zipped.headers['content-length']) expect(zipped.headers['content-length']).toBe(String(zipped.body.byteLength));
      expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
      const small = await new Promise<http.IncomingMessage>((resolve) => http.get({ host: '127.0.0.1', port, path: '/api/health', headers: GZIP }, resolve));
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers['content-length']).toBe('15');
      small.resume();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('serves a cached catalogue answer compressed once, with a weak ETag that still revalidates', async () => {
    await t.request('/api/courses', { headers: GZIP });
    const plain = await t.request('/api/courses');
    const text = await plain.text();
    const { res: hit, built } = await responsesBuilt(async () => t.request('/api/courses', { headers: GZIP }));
    expect(built).toBe(1);
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await hit.arrayBuffer());
    expect(hit.headers.get('content-length')).toBe(String(body.byteLength));
    expect(gunzipSync(body).toString()).toBe(text);
    const etag = hit.headers.get('etag')!;
    expect(etag).toBe(`W/${plain.headers.get('etag')}`);
    expect((await t.request('/api/courses', { headers: { ...GZIP, 'If-None-Match': etag } })).status).toBe(304);
  });

  it('serves a built asset in its pre-compressed form, immutable by its hashed name, built once', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-assets-'));
    try {
      const source = `export const ledger = ${JSON.stringify('debit credit '.repeat(200))};\n`;
      fs.mkdirSync(path.join(webRoot, 'assets'));
      const file = path.join(webRoot, 'assets/ledger-3f9a1c.js');
      fs.writeFileSync(file, source);
      fs.writeFileSync(`${file}.br`, brotliCompressSync(source));
      fs.writeFileSync(`${file}.gz`, gzipSync(source));
      const app = createApp({ services: t.services, webRoot, indexHtml: '<!doctype html><title>Hisab</title>' });

      const { res: br, built } = await responsesBuilt(async () => app.request('/assets/ledger-3f9a1c.js', { headers: GZIP }));
      expect(built).toBe(1);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(br.headers.get('x-content-type-options')).toBe('nosniff');
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(source);

      const gz = await app.request('/assets/ledger-3f9a1c.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(source);
    } finally {
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
