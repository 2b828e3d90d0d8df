// Plain JavaScript: `npm start` runs it with plain node to compile the server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(PROJECT_ROOT, 'dist/server');
/** The compiled entry. */
export const SERVER_ENTRY = path.join(SERVER_DIST, 'start.js');

/** Everything the server bundle is built from. */
const SERVER_INPUTS = ['src/server', 'src/contracts', 'scripts/start.ts', 'scripts/build-web.ts', 'scripts/web-build.ts', 'scripts/freshness.mjs', 'scripts/server-build.mjs', 'package-lock.json'];

export function serverBuildIsStale(root = PROJECT_ROOT, entry = SERVER_ENTRY) {
  return isStale(root, SERVER_INPUTS, entry);
}

/**
 * Compiles the server into dist/server: one ES module per entry plus shared
 * chunks for what is loaded lazily (the cluster's primary loads almost
 * nothing), packages left to node_modules. Production then runs plain
 * `node`, with no TypeScript loader in memory or in the start-up.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: { start: 'scripts/start.ts', 'build-web': 'scripts/build-web.ts' },
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}
