import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger';
import type { PageRenderer, ScreenPreloads } from './spa';

/**
 * The web app's server entry, built by `vite build --ssr` (scripts/web-build.ts).
 * Loaded from the build output at start, never imported from source: the
 * server does not depend on browser code, only on what the build produced.
 */
export async function loadPageRenderer(ssrRoot: string, logger: Logger): Promise<PageRenderer | null> {
  const file = path.join(ssrRoot, 'render-page.js');
  if (!fs.existsSync(file)) {
    logger.warn('server rendering not built: public pages arrive empty until `npm run build`', { ssrRoot });
    return null;
  }
  const entry = (await import(pathToFileURL(file).href)) as { renderPage?: PageRenderer };
  if (typeof entry.renderPage !== 'function') throw new Error(`${file} does not export renderPage`);
  return entry.renderPage;
}

/** The chunks each screen needs, written by the web build beside its manifest. */
export function loadScreenPreloads(webRoot: string): ScreenPreloads {
  const file = path.join(webRoot, 'screen-preloads.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenPreloads) : {};
}
