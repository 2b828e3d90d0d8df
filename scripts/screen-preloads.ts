import fs from 'node:fs';
import path from 'node:path';

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * The modules a source file imports lazily (`import('./Footer')`), as the
 * build manifest names them: relative to the web app's root, with `.tsx`.
 */
export function lazyImports(source: string, dirFromWebRoot: string): string[] {
  return [...source.matchAll(/import\('(\.{1,2}\/[\w/.-]+)'\)/g)].map(([, specifier]) => `${path.posix.join(dirFromWebRoot, specifier!)}.tsx`);
}

/**
 * Per screen, the module files its lazy chunk needs beyond the first load,
 * for the `<link rel="modulepreload">` tags of a page the server rendered:
 * the browser fetches the screen's code alongside the entry instead of
 * after it, so hydration (which waits for it) is not held up. The
 * screen-to-module table is read from the router's own `import()` calls, so
 * it cannot drift; `frame` are the modules of the page's frame the server
 * renders on every page (the footer), preloaded with every screen.
 */
export function screenPreloads(routerSource: string, manifest: Record<string, ManifestEntry>, frame: readonly string[] = []): Record<string, string[]> {
  const closure = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
  };
  const firstLoad = new Set<string>();
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) closure(key, firstLoad);
  for (const key of frame) if (!manifest[key]) throw new Error(`the build has no module ${key}`);

  const preloads: Record<string, string[]> = {};
  for (const [, screen, module] of routerSource.matchAll(/(\w+): \(\) => import\('\.\/(\w+\/\w+Screen)'\)/g)) {
    const files = new Set<string>();
    closure(`${module}.tsx`, files);
    for (const key of frame) closure(key, files);
    preloads[screen!] = [...files].filter((file) => !firstLoad.has(file));
  }
  if (Object.keys(preloads).length === 0) throw new Error('no screen imports found in the router');
  return preloads;
}

/** `routerFile` and `frameFile` are in the web app's source root (`webSource`) or below it. */
export function writeScreenPreloads(webDist: string, webSource: string, routerFile: string, frameFile: string): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const frameDir = path.relative(webSource, path.dirname(frameFile)).split(path.sep).join('/');
  const frame = lazyImports(fs.readFileSync(frameFile, 'utf8'), frameDir);
  const preloads = screenPreloads(fs.readFileSync(routerFile, 'utf8'), manifest, frame);
  fs.writeFileSync(path.join(webDist, 'screen-preloads.json'), JSON.stringify(preloads));
}
