import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { CatalogueCache } from './catalogue-cache';

describe.each(testDatabaseKinds())('catalogue cache on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers a repeated read from memory with the same ETag, and 304 to a browser that has it', async () => {
    const first = await t.request('/api/courses?level=professional&sort=popular');
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Cache')).toBe('miss');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"c\d+-[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const body = await first.text();

    // Same query, parameters in another order: the same entry.
    const second = await t.request('/api/courses?sort=popular&level=professional');
    expect(second.headers.get('X-Cache')).toBe('hit');
    expect(second.headers.get('ETag')).toBe(etag);
    expect(await second.text()).toBe(body);

    const revalidated = await t.request('/api/courses?level=professional&sort=popular', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');

    const stale = await t.request('/api/courses?level=professional&sort=popular', { headers: { 'If-None-Match': '"c0-old"' } });
    expect(stale.status).toBe(200);
  });

  it('gives a new ETag after a catalogue write, and the new data', async () => {
    const before = await t.request('/api/courses/double-entry-in-10-days');
    const etag = before.headers.get('ETag')!;
    await t.db.updateTable('courses').set({ title: 'Double entry in ten days' }).where('slug', '=', 'double-entry-in-10-days').execute();
    await t.services.catalogueCache.invalidate();
    const after = await t.request('/api/courses/double-entry-in-10-days', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect(((await after.json()) as { title: string }).title).toBe('Double entry in ten days');
  });

  it('keeps only successful answers', async () => {
    const missing = await t.request('/api/courses/no-such-course');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    expect((await t.request('/api/courses/no-such-course')).headers.get('X-Cache')).toBeNull();
    expect((await t.request('/api/courses?sort=cheapest')).status).toBe(400);
  });

  it('empties another process’s cache when this one writes, within its check interval', async () => {
    let clock = 0;
    const processA = new CatalogueCache(t.db, { checkEveryMs: 1000, now: () => clock });
    const processB = new CatalogueCache(t.db);
    const version = await processA.currentVersion();
    processA.set({ key: '/api/home?', body: new TextEncoder().encode('{}'), contentType: 'application/json', version });
    expect(processA.size).toBe(1);

    await processB.invalidate();
    clock = 500;
    expect(await processA.currentVersion()).toBe(version);
    expect(processA.get('/api/home?')).toBeDefined();
    clock = 1000;
    expect(await processA.currentVersion()).toBe(version + 1);
    expect(processA.get('/api/home?')).toBeUndefined();
  });

  it('does not keep an answer computed before a change it has since seen', async () => {
    const cache = new CatalogueCache(t.db, { checkEveryMs: 0 });
    const old = await cache.currentVersion();
    await cache.invalidate();
    await cache.currentVersion();
    cache.set({ key: '/api/home?', body: new TextEncoder().encode('{}'), contentType: 'application/json', version: old });
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used answer when full', async () => {
    const cache = new CatalogueCache(t.db, { maxEntries: 2 });
    const v = await cache.currentVersion();
    const body = new TextEncoder().encode('{}');
    cache.set({ key: 'a', body, contentType: 'application/json', version: v });
    cache.set({ key: 'b', body, contentType: 'application/json', version: v });
    cache.get('a');
    cache.set({ key: 'c', body, contentType: 'application/json', version: v });
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps answers within its byte limit, the least recently used leaving first', async () => {
    const cache = new CatalogueCache(t.db, { maxBytes: 10 });
    const v = await cache.currentVersion();
    const bytes = (n: number) => new Uint8Array(n);
    cache.set({ key: 'a', body: bytes(4), contentType: 'text/html', version: v });
    cache.set({ key: 'b', body: bytes(4), contentType: 'text/html', version: v });
    cache.get('a');
    cache.set({ key: 'c', body: bytes(4), contentType: 'text/html', version: v });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    // Replacing an entry counts its new size only; one larger than the limit is not kept at all.
    cache.set({ key: 'c', body: bytes(7), contentType: 'text/html', version: v });
    expect(cache.size).toBe(1);
    cache.set({ key: 'huge', body: bytes(11), contentType: 'text/html', version: v });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
