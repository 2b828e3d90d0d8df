import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module holding
 * package.json. Found by walking up because this code runs from
 * src/server in development and tests, and from a compiled chunk somewhere
 * under dist/server in production; the server runs from any working directory.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const WEB_DIST = path.join(PROJECT_ROOT, 'dist/web');
/** The web app's server entry, built by Vite in SSR mode beside the browser bundle. */
export const SSR_DIST = path.join(PROJECT_ROOT, 'dist/ssr');
