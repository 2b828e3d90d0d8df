import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_SOURCE, loadCodeAfterPaint, MODULES_ID } from './code-after-paint';

/** The head Vite writes: the stylesheet, the entry module and its static imports. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Hisab</title>
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBBB.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-CCCC.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DDDD.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function listed(html: string): { entry: string; preload: string[] } {
  const block = new RegExp(`<script type="application/json" id="${MODULES_ID}">([^<]*)</script>`).exec(html);
  expect(block, 'the modules block').not.toBeNull();
  return JSON.parse(block![1]!) as { entry: string; preload: string[] };
}

describe('loadCodeAfterPaint', () => {
  const page = loadCodeAfterPaint(BUILT, ['/assets/HomeScreen-EEEE.js', '/assets/react-BBBB.js', '/assets/Footer-FFFF.js']);
  const head = page.slice(0, page.indexOf('</head>'));

  it('takes the module script and its preloads out of the head and keeps the stylesheet there', () => {
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-DDDD.css">');
  });

  it("lists the entry, its imports and the screen's modules once each, for after the first paint", () => {
    expect(listed(page)).toEqual({
      entry: '/assets/index-AAAA.js',
      preload: ['/assets/react-BBBB.js', '/assets/jsx-runtime-CCCC.js', '/assets/HomeScreen-EEEE.js', '/assets/Footer-FFFF.js'],
    });
    // After the root: the list and the script that reads it come last in the body.
    expect(page.indexOf(MODULES_ID)).toBeGreaterThan(page.indexOf('<div id="root">'));
    expect(page.trimEnd().endsWith('</body>\n</html>')).toBe(true);
  });

  it('writes exactly the inline script the CSP allows by its hash', () => {
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(BOOT_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(inline[0]).toContain(`getElementById("${MODULES_ID}")`);
  });

  it('leaves a page without a module script as it is', () => {
    const shell = '<html><head></head><body><div id="root"></div></body></html>';
    expect(loadCodeAfterPaint(shell, ['/assets/HomeScreen-EEEE.js'])).toBe(shell);
  });
});
