import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { WEB_DIST } from '../src/server/paths';

/**
 * Gzip bytes of the JavaScript and CSS the Home page loads before it can
 * show itself: the entry chunk, its static imports and the Home screen's
 * lazy chunk with its imports (read from the Vite manifest).
 */
const BUDGET_JS = 120 * 1024;
const HOME_SCREEN = 'screens/HomeScreen.tsx';

type ManifestEntry = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;

const files = new Set<string>();
function collect(key: string): void {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build manifest`);
  if (files.has(entry.file)) return;
  files.add(entry.file);
  for (const css of entry.css ?? []) files.add(css);
  for (const imported of entry.imports ?? []) collect(imported);
}
const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry in the build manifest');
collect(entryKey);
collect(HOME_SCREEN);

const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(WEB_DIST, file)), { level: 9 }).length;
const rows = [...files].map((file) => ({ file, kind: file.endsWith('.css') ? 'css' : 'js', gzip: gzip(file) }));
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(row.gzip).padStart(9)}  ${row.file}`);
const js = rows.filter((r) => r.kind === 'js').reduce((sum, r) => sum + r.gzip, 0);
const css = rows.filter((r) => r.kind === 'css').reduce((sum, r) => sum + r.gzip, 0);
console.log(`\nHome page, first load (gzip): JavaScript ${kb(js)}, CSS ${kb(css)}`);
console.log(`JavaScript budget ${kb(BUDGET_JS)}: ${js <= BUDGET_JS ? 'within budget' : 'OVER BUDGET'} (${kb(BUDGET_JS - js)} left)`);
if (js > BUDGET_JS) process.exitCode = 1;
