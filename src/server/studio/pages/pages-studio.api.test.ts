import { describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../contracts/catalogue-schemas';
import type { StudioPage } from '../../../contracts/studio-content-schemas';
import { Browser, signedInAs } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorJson = { error: { code: string; details?: unknown } };

describe.each(testDatabaseKinds())('studio content pages on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists the three pages and saves one: the public page, its head and the sitemap date follow at once', async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const list = (await (await browser.call('/api/admin/studio/pages')).json()) as { pages: StudioPage[] };
    expect(list.pages.map((p) => p.slug)).toEqual(['about', 'children-education', 'health-coach']);
    const reader = new Browser(t.request);
    await reader.call('/api/pages/about');
    const about = (await (await browser.call('/api/admin/studio/pages/about')).json()) as StudioPage;
    const res = await browser.call('/api/admin/studio/pages/about', {
      method: 'PUT',
      body: { version: about.version, title: 'About Hisab Academy', summary: 'Who teaches here and why.', body: '## Our story\n\nWe began in 2012.' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as StudioPage).version).toBe(about.version + 1);
    const page = (await (await reader.call('/api/pages/about')).json()) as ContentPage;
    expect(page).toMatchObject({ title: 'About Hisab Academy', body: '## Our story\n\nWe began in 2012.' });
    expect(await (await t.request('/about')).text()).toContain('About Hisab Academy');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target_id']).where('target_type', '=', 'page').execute();
    expect(audit).toEqual([{ action: 'content.updated', target_id: 'about' }]);
  });

  it('refuses an empty title, an unknown page and a stale version', async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const page = (await (await browser.call('/api/admin/studio/pages/health-coach')).json()) as StudioPage;
    const empty = await browser.call('/api/admin/studio/pages/health-coach', { method: 'PUT', body: { version: page.version, title: '  ', summary: '', body: '' } });
    expect(((await empty.json()) as ErrorJson).error).toMatchObject({ code: 'validation_failed', details: [{ path: 'title' }] });
    expect((await browser.call('/api/admin/studio/pages/contact')).status).toBe(400);
    const good = { version: page.version, title: page.title, summary: page.summary, body: `${page.body}\n\nMore.` };
    expect((await browser.call('/api/admin/studio/pages/health-coach', { method: 'PUT', body: good })).status).toBe(200);
    const stale = await browser.call('/api/admin/studio/pages/health-coach', { method: 'PUT', body: good });
    expect(((await stale.json()) as ErrorJson).error).toMatchObject({ code: 'edit_conflict', details: { currentVersion: page.version + 1 } });
  });
});
