import { startTestServer } from './tests/e2e/support/server';
import { launchChromium } from './tests/e2e/support/browser';
const server = await startTestServer();
const browser = await launchChromium();
const pages = (process.env.PAGES ?? '/course-filter').split(',');
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  for (const p of pages) {
    await page.goto(server.url + p, { waitUntil: 'networkidle' });
    const name = p.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/shots/${name}_${width}.png`, fullPage: process.env.FULL === '1' });
  }
  await ctx.close();
}
await browser.close(); await server.cleanup();
