import { describe, expect, it } from 'vitest';
import type { PostDetail, PostList } from '../../../contracts/catalogue-schemas';
import type { StudioPost, StudioPostRow } from '../../../contracts/studio-content-schemas';
import { Browser, signedInAs } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorJson = { error: { code: string; details?: unknown } };

describe.each(testDatabaseKinds())('studio posts on %s', (kind) => {
  const t = useTestApp(kind);
  const admin = () => signedInAs(t.request, t.services.auth, 'admin');
  const visitor = () => new Browser(t.request);

  const fields = (post: StudioPost) => ({
    version: post.version,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body,
    authorId: post.authorId,
    subjectId: post.subjectId,
    category: post.category,
    tags: post.tags,
    coverMediaId: post.coverMediaId,
  });

  async function draft(browser: Browser, title: string): Promise<StudioPost> {
    const res = await browser.call('/api/admin/studio/posts', { body: { title } });
    expect(res.status).toBe(201);
    return (await res.json()) as StudioPost;
  }

  async function written(browser: Browser, title: string): Promise<StudioPost> {
    const post = await draft(browser, title);
    const mentor = await t.db.selectFrom('instructors').select('id').orderBy('position').executeTakeFirstOrThrow();
    const res = await browser.call(`/api/admin/studio/posts/${post.id}`, {
      method: 'PUT',
      body: { ...fields(post), excerpt: 'What changes this year.', body: `# Heading\n\n${'word '.repeat(450)}`, authorId: mentor.id, category: 'Tax', tags: ['VAT', 'Finance Act', 'VAT'] },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as StudioPost;
  }

  it('starts a draft with a slug from its title, numbered when taken, and keeps it off the public blog', async () => {
    const { browser } = await admin();
    const first = await draft(browser, 'Deferred Tax — A Walkthrough');
    const second = await draft(browser, 'Deferred Tax — A Walkthrough');
    expect(first).toMatchObject({ slug: 'deferred-tax-a-walkthrough', status: 'draft', version: 1, publishedAt: null, publicPath: '/blog-detail/deferred-tax-a-walkthrough' });
    expect(second.slug).toBe('deferred-tax-a-walkthrough-2');
    expect((await visitor().call(`/api/posts/${first.slug}`)).status).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target_type']).where('target_id', '=', String(first.id)).where('target_type', '=', 'post').execute();
    expect(audit).toEqual([{ action: 'content.created', target_type: 'post' }]);
  });

  it('saves every field, computes the reading time from the body and answers the new version', async () => {
    const { browser } = await admin();
    const post = await written(browser, 'VAT changes');
    expect(post).toMatchObject({ version: 2, category: 'Tax', tags: ['Finance Act', 'VAT'], excerpt: 'What changes this year.', readingMinutes: 3 });
    const reread = (await (await browser.call(`/api/admin/studio/posts/${post.id}`)).json()) as StudioPost;
    expect(reread).toEqual(post);
  });

  it('refuses bad fields with validation_failed naming each field, and links to things that do not exist with studio_link_not_found', async () => {
    const { browser } = await admin();
    const post = await draft(browser, 'Validation');
    const bad = await browser.call(`/api/admin/studio/posts/${post.id}`, {
      method: 'PUT',
      body: { ...fields(post), title: ' ', slug: 'Not A Slug', tags: Array.from({ length: 11 }, (_, i) => `t${i}`), excerpt: 'x'.repeat(501) },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.map((d) => d.path).sort()).toEqual(['excerpt', 'slug', 'tags', 'title']);

    const noAuthor = await browser.call(`/api/admin/studio/posts/${post.id}`, { method: 'PUT', body: { ...fields(post), authorId: 999999 } });
    expect(noAuthor.status).toBe(400);
    expect(((await noAuthor.json()) as ErrorJson).error).toMatchObject({ code: 'studio_link_not_found', details: { field: 'authorId' } });
    const noCover = await browser.call(`/api/admin/studio/posts/${post.id}`, { method: 'PUT', body: { ...fields(post), coverMediaId: 999999 } });
    expect(((await noCover.json()) as ErrorJson).error).toMatchObject({ code: 'studio_link_not_found', details: { field: 'coverMediaId' } });

    const other = await draft(browser, 'Taken address');
    const taken = await browser.call(`/api/admin/studio/posts/${post.id}`, { method: 'PUT', body: { ...fields(post), slug: other.slug } });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorJson).error.code).toBe('slug_taken');
    expect((await t.db.selectFrom('blog_posts').select('version').where('id', '=', post.id).executeTakeFirstOrThrow()).version).toBe(1);
  });

  it('refuses a save from an older version with edit_conflict and the current version, changing nothing', async () => {
    const one = await admin();
    const two = await admin();
    const post = await draft(one.browser, 'Two editors');
    const first = await one.browser.call(`/api/admin/studio/posts/${post.id}`, { method: 'PUT', body: { ...fields(post), title: 'First save wins' } });
    expect(first.status).toBe(200);
    const second = await two.browser.call(`/api/admin/studio/posts/${post.id}`, { method: 'PUT', body: { ...fields(post), title: 'Second save loses' } });
    expect(second.status).toBe(409);
    expect(((await second.json()) as ErrorJson).error).toMatchObject({ code: 'edit_conflict', details: { currentVersion: 2 } });
    const stale = await two.browser.call(`/api/admin/studio/posts/${post.id}/publish`, { body: { version: 1 } });
    expect(((await stale.json()) as ErrorJson).error.code).toBe('edit_conflict');
    expect((await t.db.selectFrom('blog_posts').select('title').where('id', '=', post.id).executeTakeFirstOrThrow()).title).toBe('First save wins');
  });

  it('publishes and unpublishes at once on the public blog, keeps the first date, and audits both', async () => {
    const { browser } = await admin();
    const incomplete = await draft(browser, 'Empty');
    const refused = await browser.call(`/api/admin/studio/posts/${incomplete.id}/publish`, { body: { version: incomplete.version } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorJson).error).toMatchObject({ code: 'publish_incomplete', details: { missing: ['excerpt', 'body'] } });

    const post = await written(browser, 'Visible soon');
    const reader = visitor();
    // The list is read (and cached) before publishing, so a stale cache would show.
    const before = (await (await reader.call('/api/posts?q=visible')).json()) as PostList;
    expect(before.posts.map((p) => p.slug)).not.toContain(post.slug);

    const published = (await (await browser.call(`/api/admin/studio/posts/${post.id}/publish`, { body: { version: post.version } })).json()) as StudioPost;
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const after = (await (await reader.call('/api/posts?q=visible')).json()) as PostList;
    expect(after.posts.map((p) => p.slug)).toContain(post.slug);
    const detail = (await (await reader.call(`/api/posts/${post.slug}`)).json()) as PostDetail;
    expect(detail.authorProfile).not.toBeNull();
    expect(await (await t.request('/sitemap.xml')).text()).toContain(`/blog-detail/${post.slug}`);

    const unpublished = (await (await browser.call(`/api/admin/studio/posts/${post.id}/unpublish`, { body: { version: published.version } })).json()) as StudioPost;
    expect(unpublished.status).toBe('draft');
    expect((await reader.call(`/api/posts/${post.slug}`)).status).toBe(404);
    expect(await (await t.request('/sitemap.xml')).text()).not.toContain(`/blog-detail/${post.slug}`);

    const again = (await (await browser.call(`/api/admin/studio/posts/${post.id}/publish`, { body: { version: unpublished.version } })).json()) as StudioPost;
    expect(again.publishedAt).toBe(published.publishedAt);
    const actions = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'post').where('target_id', '=', String(post.id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['content.created', 'content.updated', 'content.published', 'content.unpublished', 'content.published']);
  });

  it('keeps the old address of a published post working: the API and the page answer 301 to the new one', async () => {
    const { browser } = await admin();
    const post = await written(browser, 'Old name');
    const published = (await (await browser.call(`/api/admin/studio/posts/${post.id}/publish`, { body: { version: post.version } })).json()) as StudioPost;
    const renamed = await browser.call(`/api/admin/studio/posts/${post.id}`, { method: 'PUT', body: { ...fields(published), slug: 'new-name' } });
    expect(renamed.status).toBe(200);

    const old = await visitor().call(`/api/posts/${post.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/posts/new-name');
    expect((await visitor().call('/api/posts/new-name')).status).toBe(200);

    const page = await t.request(`/blog-detail/${post.slug}`);
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/blog-detail/new-name');
  });

  it('deletes softly: off the blog, out of the list, restorable as a draft, audited; a deleted post cannot be edited', async () => {
    const { browser } = await admin();
    const post = await written(browser, 'Short lived');
    const published = (await (await browser.call(`/api/admin/studio/posts/${post.id}/publish`, { body: { version: post.version } })).json()) as StudioPost;
    const deleted = (await (await browser.call(`/api/admin/studio/posts/${post.id}/delete`, { body: { version: published.version } })).json()) as StudioPost;
    expect(deleted).toMatchObject({ status: 'draft', tags: ['Finance Act', 'VAT'] });
    expect(deleted.deletedAt).not.toBeNull();
    expect((await visitor().call(`/api/posts/${post.slug}`)).status).toBe(404);

    const list = async (status: string) => ((await (await browser.call(`/api/admin/studio/posts?status=${status}`)).json()) as { posts: StudioPostRow[] }).posts.map((p) => p.id);
    expect(await list('all')).not.toContain(post.id);
    expect(await list('deleted')).toContain(post.id);
    const edit = await browser.call(`/api/admin/studio/posts/${post.id}`, { method: 'PUT', body: fields(deleted) });
    expect(((await edit.json()) as ErrorJson).error.code).toBe('studio_item_not_found');

    const restored = (await (await browser.call(`/api/admin/studio/posts/${post.id}/restore`, { body: { version: deleted.version } })).json()) as StudioPost;
    expect(restored).toMatchObject({ deletedAt: null, status: 'draft' });
    expect(await list('draft')).toContain(post.id);
    const actions = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'post').where('target_id', '=', String(post.id)).orderBy('id').execute();
    expect(actions.map((a) => a.action).slice(-2)).toEqual(['content.deleted', 'content.restored']);
  });

  it('lists posts by status and search words', async () => {
    const { browser } = await admin();
    const post = await draft(browser, 'Zebra crossings of consolidation');
    const found = ((await (await browser.call('/api/admin/studio/posts?status=draft&q=zebra')).json()) as { posts: StudioPostRow[] }).posts;
    expect(found.map((p) => p.id)).toEqual([post.id]);
    const published = ((await (await browser.call('/api/admin/studio/posts?status=published&q=zebra')).json()) as { posts: StudioPostRow[] }).posts;
    expect(published).toEqual([]);
  });
});
