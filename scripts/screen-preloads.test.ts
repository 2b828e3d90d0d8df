import { describe, expect, it } from 'vitest';
import { screenPreloads } from './screen-preloads';

const ROUTER = `const SCREENS = {
  home: () => import('./screens/HomeScreen'),
  about: () => import('./screens/AboutScreen'),
};`;

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  'screens/HomeScreen.tsx': { file: 'assets/HomeScreen.js', imports: ['_card.js', '_react.js'] },
  'screens/AboutScreen.tsx': { file: 'assets/AboutScreen.js' },
};

describe('screenPreloads', () => {
  it("lists each screen's chunk and its imports, leaving out what the first load has already", () => {
    expect(screenPreloads(ROUTER, MANIFEST)).toEqual({
      home: ['assets/HomeScreen.js', 'assets/card.js'],
      about: ['assets/AboutScreen.js'],
    });
  });

  it('fails when the router has no screen imports to read', () => {
    expect(() => screenPreloads('const SCREENS = {};', MANIFEST)).toThrow(/no screen imports/);
  });
});
