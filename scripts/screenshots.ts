import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/paths';
import { launchChromium } from '../tests/e2e/support/browser';
import { startTestServer } from '../tests/e2e/support/server';

// Screenshots for docs/screenshots: the Home page and a subject page at a phone and a desktop width.
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'subject', path: '/Audit%20%26%20Assurance' },
  ...(process.argv.slice(2).map((p) => ({ name: p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'page', path: p }))),
];
const WIDTHS = [390, 1280];

const server = await startTestServer();
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
    for (const target of PAGES) {
      await page.goto(server.url + target.path, { waitUntil: 'networkidle' });
      const file = path.join(PROJECT_ROOT, 'docs/screenshots', `${target.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`wrote ${path.relative(PROJECT_ROOT, file)}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.cleanup();
}
