import path from 'node:path';
import { PROJECT_ROOT } from '../src/server/paths';
import { launchChromium } from '../tests/e2e/support/browser';
import { startTestServer } from '../tests/e2e/support/server';

// Screenshots for docs/screenshots: the Home page and a subject page at a phone and a desktop width.
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'subject', path: '/Audit%20%26%20Assurance' },
  ...process.argv.slice(2).map((p) => ({ name: p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'page', path: p })),
];
const WIDTHS = [390, 1280];

const server = await startTestServer();
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
    for (const target of PAGES) {
      await page.goto(server.url + target.path, { waitUntil: 'networkidle' });
      // Scroll once through the page so that lazy images below the fold load before the capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
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
