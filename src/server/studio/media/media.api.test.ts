import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PostDetail } from '../../../contracts/catalogue-schemas';
import type { StudioPost, UploadedMedia } from '../../../contracts/studio-content-schemas';
import { Browser, signedInAs } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorJson = { error: { code: string } };

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

describe.each(testDatabaseKinds())('studio images on %s', (kind) => {
  const t = useTestApp(kind);

  async function upload(browser: Browser, bytes: Uint8Array<ArrayBuffer>, type = 'image/png') {
    return browser.send('/api/admin/studio/media', { method: 'POST', headers: { 'Content-Type': type }, body: bytes });
  }

  it('keeps a PNG, JPEG or WebP once per content and serves resized WebP and AVIF at hashed addresses cached for a year', async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const png = (await picture(2000, 1000)) as Uint8Array<ArrayBuffer>;
    const res = await upload(browser, png);
    expect(res.status).toBe(201);
    const media = (await res.json()) as UploadedMedia;
    expect(media).toMatchObject({ width: 2000, height: 1000 });
    expect(media.url).toBe(`/api/media/${media.hash}/w800.webp`);
    // The same bytes again are the same image.
    expect(((await (await upload(browser, png)).json()) as UploadedMedia).id).toBe(media.id);
    for (const format of ['jpeg', 'webp'] as const) {
      expect((await upload(browser, (await picture(40, 30, format)) as Uint8Array<ArrayBuffer>, 'application/octet-stream')).status).toBe(201);
    }

    const visitor = new Browser(t.request);
    const cases = [
      { file: 'w800.webp', type: 'image/webp', width: 800, height: 400 },
      { file: 'w1600.avif', type: 'image/avif', width: 1600, height: 800 },
      { file: 'cover.webp', type: 'image/webp', width: 800, height: 420 },
      { file: 'portrait.avif', type: 'image/avif', width: 400, height: 400 },
    ];
    for (const { file, type, width, height } of cases) {
      const served = await visitor.call(`/api/media/${media.hash}/${file}`);
      expect(served.status, file).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: type === 'image/webp' ? 'webp' : 'heif', width, height });
    }
    const kept = await t.db.selectFrom('media_variants').select(['preset', 'format']).where('media_id', '=', media.id).execute();
    expect(kept).toHaveLength(4);

    expect((await visitor.call(`/api/media/${'0'.repeat(64)}/w800.webp`)).status).toBe(404);
    expect((await visitor.call(`/api/media/${media.hash}/w900.webp`)).status).toBe(400);
  });

  it('refuses a file that is not an image by its bytes (a renamed .exe), a broken image and one over 8 MB', async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const count = async () => Number((await t.db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    const renamed = await upload(browser, exe, 'image/png');
    expect(renamed.status).toBe(415);
    expect(((await renamed.json()) as ErrorJson).error.code).toBe('upload_not_image');
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect(((await (await upload(browser, broken)).json()) as ErrorJson).error.code).toBe('upload_not_image');
    const huge = new Uint8Array(8 * 1024 * 1024 + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = await upload(browser, huge);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as ErrorJson).error.code).toBe('image_too_large');
    expect(await count()).toBe(before);
  });

  it('shows an uploaded cover on the public post instead of the generated one', async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const media = (await (await upload(browser, (await picture(1200, 700)) as Uint8Array<ArrayBuffer>)).json()) as UploadedMedia;
    const row = await t.db.selectFrom('blog_posts').select(['id', 'slug']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const before = (await (await new Browser(t.request).call(`/api/posts/${row.slug}`)).json()) as PostDetail;
    expect(before.coverUrl).toBe(`/api/images/posts/${row.slug}.svg`);
    const post = (await (await browser.call(`/api/admin/studio/posts/${row.id}`)).json()) as StudioPost;
    const { id: _id, status: _s, readingMinutes: _r, publishedAt: _p, cover: _c, publicPath: _pp, updatedAt: _u, deletedAt: _d, ...fields } = post;
    const saved = await browser.call(`/api/admin/studio/posts/${row.id}`, { method: 'PUT', body: { ...fields, coverMediaId: media.id } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as StudioPost).cover?.url).toBe(`/api/media/${media.hash}/cover.webp`);
    const after = (await (await new Browser(t.request).call(`/api/posts/${row.slug}`)).json()) as PostDetail;
    expect(after.coverUrl).toBe(`/api/media/${media.hash}/cover.webp`);
  });
});
