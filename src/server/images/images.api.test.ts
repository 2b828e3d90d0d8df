import { describe, expect, it } from 'vitest';
import { imageUrl } from '../../contracts/images';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';

describe.each(testDatabaseKinds())('generated images on %s', (kind) => {
  const t = useTestApp(kind);

  it('draws a published course’s cover with its title and paper', async () => {
    const res = await t.request(imageUrl('course', 'audit-and-assurance-isa-complete-course'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(SVG_TYPE);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="360" viewBox="0 0 640 360"/);
    expect(svg).toContain('aria-label="Audit &amp; Assurance: ISA Complete Course, Audit &amp; Assurance"');
    expect(svg).toContain('>AA</text>');
    expect(svg).toContain('PROFESSIONAL LEVEL');
  });

  it('draws a mentor’s portrait with initials and designations', async () => {
    const res = await t.request(imageUrl('mentor', 'tanvir-ahmed'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(SVG_TYPE);
    const svg = await res.text();
    expect(svg).toContain('width="400" height="400" viewBox="0 0 400 400"');
    expect(svg).toContain('>TA</text>');
    expect(svg).toContain('>FCA · CPA</text>');
  });

  it('draws a post’s cover with its category and the escaped paper name', async () => {
    const res = await t.request(imageUrl('post', 'going-concern-isa-570-exam-answers'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(SVG_TYPE);
    const svg = await res.text();
    expect(svg).toContain('width="800" height="420" viewBox="0 0 800 420"');
    expect(svg).toContain('<title>Going concern under ISA 570: what examiners want to see</title>');
    expect(svg).toContain('>AUDIT PRACTICE</text>');
    expect(svg).toContain('>Audit &amp; Assurance</text>');
  });

  it('escapes a title that contains markup', async () => {
    const course = await t.db.selectFrom('courses').select('id').where('slug', '=', 'double-entry-in-10-days').executeTakeFirstOrThrow();
    await t.db.updateTable('courses').set({ title: 'Debits & credits <b>"fast"</b>' }).where('id', '=', course.id).execute();
    await t.services.catalogueCache.invalidate();
    const svg = await (await t.request(imageUrl('course', 'double-entry-in-10-days'))).text();
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Debits &amp; credits &lt;b&gt;&quot;fast&quot;&lt;/b&gt;');
  });

  it('answers 404 image_not_found for an unknown slug of each kind and for a draft course', async () => {
    for (const url of [imageUrl('course', 'no-such-course'), imageUrl('mentor', 'no-such-mentor'), imageUrl('post', 'no-such-post'), imageUrl('course', 'accounting-question-bank-mock-exams')]) {
      const res = await t.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json(), url).toEqual({ error: { code: 'image_not_found', message: expect.any(String) } });
    }
  });

  it('answers 404 for a draft post and 400 for an address without .svg', async () => {
    const post = await t.db.selectFrom('blog_posts').select('id').where('slug', '=', 'staying-well-during-exam-season').executeTakeFirstOrThrow();
    await t.db.updateTable('blog_posts').set({ status: 'draft' }).where('id', '=', post.id).execute();
    await t.services.catalogueCache.invalidate();
    expect((await t.request(imageUrl('post', 'staying-well-during-exam-season'))).status).toBe(404);
    const bad = await t.request('/api/images/mentors/tanvir-ahmed.png');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
  });

  it('lets pages of the site show the images (img-src self)', async () => {
    const res = await t.request(imageUrl('mentor', 'farhana-rahman'));
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
