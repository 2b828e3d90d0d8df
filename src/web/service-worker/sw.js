/**
 * Hisab's service worker. The build puts `self.HISAB_BUILD = { version, precache }`
 * in front of this file (scripts/service-worker-build.ts), so every release
 * changes this script's bytes and the browser installs the new one.
 *
 * - The first-load files of this release (entry script, its imports, the
 *   stylesheet, the font) and the offline page are cached at install; other
 *   fingerprinted files are cached the first time they are fetched. A
 *   fingerprinted file never changes, so it is answered from the cache
 *   without asking the network: a returning visitor's frame draws as soon as
 *   the page's HTML has arrived.
 * - Pages always go to the network (they are small, and the server writes
 *   each one's head); when the network fails, the offline page answers.
 * - /api is never touched: answers that carry a session must not be stored,
 *   and the API's own Cache-Control already does what it should.
 * - Caches of older releases are deleted when this one takes over.
 */
'use strict';

const BUILD = self.HISAB_BUILD;
const CACHE_PREFIX = 'hisab-';
const CACHE = `${CACHE_PREFIX}${BUILD.version}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Fingerprinted files may come from the HTTP cache (their bytes never change);
      // the offline page's files keep their names, so they are fetched afresh.
      .then((cache) => cache.addAll(BUILD.precache.map((url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** A fingerprinted file: from the cache, else the network (kept when it answered 200). */
async function fingerprinted(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** A page: the network's answer, or the offline page when there is no network. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/') || BUILD.precache.includes(url.pathname)) event.respondWith(fingerprinted(request));
});
