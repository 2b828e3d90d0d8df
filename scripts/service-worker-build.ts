import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/paths';

type ManifestEntry = { file: string; imports?: string[]; css?: string[]; assets?: string[]; isEntry?: boolean };

/** The offline page and what it loads; served from the cache when a page cannot be fetched. */
const OFFLINE_FILES = ['/offline.html', '/offline.css', '/offline.js', '/favicon.svg'];

/** The entry chunk's files: its script, static imports, stylesheets and the fonts they use. */
function firstLoadFiles(dist: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const file of [...(entry.css ?? []), ...(entry.assets ?? [])]) files.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);
  // The stylesheet's font is not in the manifest's entry: it is the preloaded one in index.html.
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const match of html.matchAll(/href="\/(assets\/[^"]+\.woff2)"/g)) files.add(match[1]!);
  return [...files].map((file) => `/${file}`).sort();
}

/**
 * Writes dist/web/sw.js: this release's version and precache list in front of
 * src/web/service-worker/sw.js. The version is a hash of the list and of the
 * offline files, so a release that changes none of them keeps its visitors' caches.
 */
export function writeServiceWorker(dist: string): void {
  const precache = [...firstLoadFiles(dist), ...OFFLINE_FILES];
  const hash = crypto.createHash('sha256').update(precache.join('\n'));
  // The offline files keep their names from release to release: their bytes go into the version.
  for (const file of OFFLINE_FILES) hash.update(fs.readFileSync(path.join(dist, file)));
  const version = hash.digest('hex').slice(0, 12);
  const source = fs.readFileSync(path.join(PROJECT_ROOT, 'src/web/service-worker/sw.js'), 'utf8');
  fs.writeFileSync(path.join(dist, 'sw.js'), `self.HISAB_BUILD = ${JSON.stringify({ version, precache })};\n${source}`);
}
