import { describe, expect, it } from 'vitest';
import { contentPageSchema } from '../../contracts/catalogue-schemas';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

describe.each(testDatabaseKinds())('content pages API on %s', (kind) => {
  const t = useTestApp(kind);

  it.each([
    ['about', 'About Hisab', '## Who we are'],
    ['children-education', 'Money Smart Kids', '## Why we teach children about money'],
    ['health-coach', 'Exam-wellbeing coaching', '## Booking a session'],
  ])('returns the %s page with its Markdown body', async (slug, title, heading) => {
    const res = await t.request(`/api/pages/${slug}`);
    expect(res.status).toBe(200);
    const page = contentPageSchema.parse(await res.json());
    expect(page.slug).toBe(slug);
    expect(page.title).toContain(title);
    expect(page.summary.length).toBeGreaterThan(40);
    expect(page.body).toContain(heading);
    expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
  });

  it('returns what an admin changed, not the seed', async () => {
    await t.db.updateTable('content_pages').set({ title: 'About us, edited' }).where('slug', '=', 'about').execute();
    // As every catalogue write does, so cached answers are dropped.
    await t.services.catalogueCache.invalidate();
    const page = contentPageSchema.parse(await (await t.request('/api/pages/about')).json());
    expect(page.title).toBe('About us, edited');
    await t.db.updateTable('content_pages').set({ title: 'About Hisab' }).where('slug', '=', 'about').execute();
    await t.services.catalogueCache.invalidate();
  });

  it('answers 404 page_not_found for an unknown slug', async () => {
    const res = await t.request('/api/pages/careers');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'page_not_found', message: expect.any(String) } });
  });
});
