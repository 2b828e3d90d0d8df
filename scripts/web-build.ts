import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PROJECT_ROOT, SSR_DIST, WEB_DIST } from '../src/server/paths';
import { isStale } from './freshness.mjs';
import { writeScreenPreloads } from './screen-preloads';
import { writeServiceWorker } from './service-worker-build';

/** Everything the browser bundle is built from: a change to any of these makes the build stale. */
const WEB_INPUTS = ['src/web', 'src/contracts', 'vite.config.ts', 'package-lock.json'];

export function webBuildIsStale(root = PROJECT_ROOT, dist = WEB_DIST, ssrDist = SSR_DIST): boolean {
  return isStale(root, WEB_INPUTS, path.join(dist, 'index.html')) || isStale(root, WEB_INPUTS, path.join(ssrDist, 'render-page.js'));
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
  const configFile = path.join(PROJECT_ROOT, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  const webSource = path.join(PROJECT_ROOT, 'src/web');
  writeScreenPreloads(WEB_DIST, webSource, path.join(webSource, 'router.tsx'), path.join(webSource, 'layout/frame-parts.ts'));
  precompress(path.join(WEB_DIST, 'assets'));
  writeServiceWorker(WEB_DIST);
  // The same app built for Node: the server renders public pages with it (src/server/http/spa.ts).
  // Built second, so that a server started between the two never finds a renderer newer than the assets.
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'ssr/render-page.tsx', outDir: SSR_DIST, emptyOutDir: true, manifest: false, copyPublicDir: false },
    // Everything bundled, React in its production build: the server does not
    // set NODE_ENV for libraries, and React's development build renders
    // several times slower.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
}
