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
const HOME_SCREEN = 'home/HomeScreen.tsx';

type ManifestEntry = { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;

/** The files a chunk loads with it: its own, its CSS and its static imports, recursively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build manifest`);
  if (into.has(entry.file)) return into;
  into.add(entry.file);
  for (const css of entry.css ?? []) into.add(css);
  for (const imported of entry.imports ?? []) closure(imported, into);
  return into;
}
const files = new Set<string>();
const collect = (key: string) => void closure(key, files);
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

// The admin area, the content studio above all, must never reach a visitor: none of its chunks may be in the first load.
const adminFiles = new Set(
  Object.keys(manifest)
    .filter((k) => k.startsWith('admin/'))
    .map((k) => manifest[k]!.file),
);
const leaked = [...files].filter((f) => adminFiles.has(f));
if (leaked.length > 0) {
  console.log(`ADMIN CODE IN THE PUBLIC FIRST LOAD: ${leaked.join(', ')}`);
  process.exitCode = 1;
}

// The studio's own code: what an admin downloads on top of the admin app when opening the studio's screens.
const adminApp = Object.keys(manifest).find((k) => k === 'admin/AdminApp.tsx');
const alreadyLoaded = new Set([...files, ...(adminApp ? closure(adminApp) : [])]);
const studioScreens = Object.keys(manifest).filter((k) => k.startsWith('admin/studio/') && manifest[k]!.isDynamicEntry);
const studio = new Set<string>();
for (const key of studioScreens) for (const file of closure(key)) if (!alreadyLoaded.has(file)) studio.add(file);
const studioRows = [...studio]
  .filter((f) => f.endsWith('.js'))
  .map((file) => ({ file, gzip: gzip(file) }))
  .sort((a, b) => b.gzip - a.gzip);
const editorKey = Object.keys(manifest).find((k) => manifest[k]!.src === 'admin/studio/MarkdownEditor.tsx' || k.includes('MarkdownEditor'));
const editorFile = editorKey ? manifest[editorKey]!.file : studioRows.find((r) => r.file.includes('MarkdownEditor'))?.file;
console.log(`\nStudio (admin only, loaded on demand): ${studioScreens.length} screens, JavaScript ${kb(studioRows.reduce((sum, r) => sum + r.gzip, 0))} gzip in ${studioRows.length} chunks`);
if (editorFile) console.log(`Markdown editor chunk: ${kb(gzip(editorFile))} gzip (${editorFile})`);
for (const row of studioRows.slice(0, 5)) console.log(`${kb(row.gzip).padStart(9)}  ${row.file}`);

// The hosted-video player: loaded only on a lesson whose video the site hosts, hls.js after it where the browser needs it (not Safari).
const PLAYER = 'learning/video/HostedVideo.tsx';
const HLS = Object.keys(manifest).find((k) => k.endsWith('hls.js/dist/hls.light.mjs'));
if (manifest[PLAYER] && HLS) {
  const lessonScreen = Object.keys(manifest).find((k) => k === 'learning/CoursePlayerScreen.tsx');
  const before = new Set([...files, ...(lessonScreen ? closure(lessonScreen) : [])]);
  const player = [...closure(PLAYER)].filter((f) => !before.has(f));
  const playerJs = player.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzip(f), 0);
  const playerCss = player.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzip(f), 0);
  console.log(
    `\nHosted-video player (lessons with a hosted video only): JavaScript ${kb(playerJs)}, CSS ${kb(playerCss)} gzip; hls.js light ${kb(gzip(manifest[HLS]!.file))} where the browser does not play HLS itself`,
  );
  const leakedPlayer = [...files].filter((f) => player.includes(f) || f === manifest[HLS]!.file);
  if (leakedPlayer.length > 0) {
    console.log(`THE VIDEO PLAYER IS IN THE PUBLIC FIRST LOAD: ${leakedPlayer.join(', ')}`);
    process.exitCode = 1;
  }
}
