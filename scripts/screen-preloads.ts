import fs from 'node:fs';
import path from 'node:path';

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * Per screen, the module files its lazy chunk needs beyond the first load,
 * for the `<link rel="modulepreload">` tags of a page the server rendered:
 * the browser fetches the screen's code alongside the entry instead of
 * after it, so hydration is not held up. The screen-to-module table is
 * read from the router's own `import()` calls, so it cannot drift.
 */
export function screenPreloads(routerSource: string, manifest: Record<string, ManifestEntry>): Record<string, string[]> {
  const closure = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
  };
  const firstLoad = new Set<string>();
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) closure(key, firstLoad);

  const preloads: Record<string, string[]> = {};
  for (const [, screen, module] of routerSource.matchAll(/(\w+): \(\) => import\('\.\/(screens\/\w+)'\)/g)) {
    const files = new Set<string>();
    closure(`${module}.tsx`, files);
    preloads[screen!] = [...files].filter((file) => !firstLoad.has(file));
  }
  if (Object.keys(preloads).length === 0) throw new Error('no screen imports found in the router');
  return preloads;
}

export function writeScreenPreloads(webDist: string, routerFile: string): void {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const preloads = screenPreloads(fs.readFileSync(routerFile, 'utf8'), manifest);
  fs.writeFileSync(path.join(webDist, 'screen-preloads.json'), JSON.stringify(preloads));
}
