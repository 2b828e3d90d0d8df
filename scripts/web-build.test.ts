import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webBuildIsStale } from './web-build';

describe('npm start rebuilds the web app only when needed', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-stale-'));
  const dist = path.join(root, 'dist/web');
  const ssrDist = path.join(root, 'dist/ssr');
  const write = (file: string, at: number) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, 'x');
    fs.utimesSync(full, at, at);
    // Folders count too (a deleted source changes its folder): age them all.
    for (let dir = path.dirname(full); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) fs.utimesSync(dir, 500, 500);
  };
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build', () => {
    write('src/web/main.tsx', 1000);
    expect(webBuildIsStale(root, dist, ssrDist)).toBe(true);
  });

  it('skips the build when it is newer than every source', () => {
    write('src/web/layout/Header.tsx', 1000);
    write('src/contracts/routes.ts', 1000);
    write('dist/web/index.html', 2000);
    write('dist/ssr/render-page.js', 2000);
    expect(webBuildIsStale(root, dist, ssrDist)).toBe(false);
  });

  it("builds when the browser's build is there but the server's renderer is not", () => {
    write('src/web/layout/Header.tsx', 1000);
    write('dist/web/index.html', 2000);
    expect(webBuildIsStale(root, dist, ssrDist)).toBe(true);
  });

  it('rebuilds when a source file, however deep, changed after the build', () => {
    write('dist/web/index.html', 2000);
    write('src/web/layout/Header.tsx', 1000);
    write('src/contracts/subjects.ts', 3000);
    expect(webBuildIsStale(root, dist, ssrDist)).toBe(true);
  });
});
