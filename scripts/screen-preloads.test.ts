import { describe, expect, it } from 'vitest';
import { lazyImports, screenPreloads } from './screen-preloads';

const ROUTER = `const SCREENS = {
  home: () => import('./home/HomeScreen'),
  about: () => import('./pages/AboutScreen'),
};`;

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  'home/HomeScreen.tsx': { file: 'assets/HomeScreen.js', imports: ['_card.js', '_react.js'] },
  'pages/AboutScreen.tsx': { file: 'assets/AboutScreen.js' },
  'layout/Footer.tsx': { file: 'assets/Footer.js', imports: ['_card.js'] },
};

describe('screenPreloads', () => {
  it("lists each screen's chunk and its imports, leaving out what the first load has already", () => {
    expect(screenPreloads(ROUTER, MANIFEST)).toEqual({
      home: ['assets/HomeScreen.js', 'assets/card.js'],
      about: ['assets/AboutScreen.js'],
    });
  });

  it("adds the frame's modules to every screen, once", () => {
    expect(screenPreloads(ROUTER, MANIFEST, ['layout/Footer.tsx'])).toEqual({
      home: ['assets/HomeScreen.js', 'assets/card.js', 'assets/Footer.js'],
      about: ['assets/AboutScreen.js', 'assets/Footer.js', 'assets/card.js'],
    });
  });

  it('fails when a frame module is not in the build', () => {
    expect(() => screenPreloads(ROUTER, MANIFEST, ['layout/Header.tsx'])).toThrow(/no module layout\/Header\.tsx/);
  });

  it("names a file's lazy imports as the manifest does", () => {
    expect(lazyImports("export const Footer = preloadable(() => import('./Footer'));\nconst T = lazy(() => import('../toast/ToasterHost'));", 'layout')).toEqual([
      'layout/Footer.tsx',
      'toast/ToasterHost.tsx',
    ]);
  });

  it('fails when the router has no screen imports to read', () => {
    expect(() => screenPreloads('const SCREENS = {};', MANIFEST)).toThrow(/no screen imports/);
  });
});
