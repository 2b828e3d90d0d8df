import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PROJECT_ROOT, WEB_DIST } from '../src/server/paths';
import { isStale } from './freshness.mjs';
import { writeServiceWorker } from './service-worker-build';

/** Everything the browser bundle is built from: a change to any of these makes the build stale. */
const WEB_INPUTS = ['src/web', 'src/contracts', 'vite.config.ts', 'package-lock.json'];

export function webBuildIsStale(root = PROJECT_ROOT, dist = WEB_DIST): boolean {
  return isStale(root, WEB_INPUTS, path.join(dist, 'index.html'));
}

/** Writes .br and .gz beside each text asset so the server never compresses them per request. */
function precompress(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|html|svg|json|txt|xml)$/.test(entry.name)) {
      const source = fs.readFileSync(file);
      if (source.length < 1024) continue;
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    }
  }
}

export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(PROJECT_ROOT, 'vite.config.ts'), logLevel: 'warn' });
  precompress(path.join(WEB_DIST, 'assets'));
  writeServiceWorker(WEB_DIST);
}
