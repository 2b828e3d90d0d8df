import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PostDetail } from '../../../contracts/catalogue-schemas';
import type { StudioPost, UploadedMedia } from '../../../contracts/studio-content-schemas';
import { createLogger } from '../../logger';
import { Browser, signedInAs } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { createVariantSource } from './get-media-variant';
import { renderVariant } from './image-variants';

type ErrorJson = { error: { code: string } };

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** A photo-like picture (noise, so it does not compress to nothing), as PNG. */
const noise = async (width: number, height: number) => {
  const raw = new Uint8Array(width * height * 3).map((_, i) => (i * 2654435761) >>> 24);
  return new Uint8Array(
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
};

/** A PNG that is only its header: a size, an empty image-data chunk, and no pixels at all. */
function headerOnlyPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(0)), chunk('IEND', Buffer.alloc(0))]));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabaseKinds())('studio images on %s', (kind) => {
  const logged: string[] = [];
  const t = useTestApp(kind, { log: (line) => logged.push(line) });
  const renders = (hash: string) => logged.filter((line) => line.includes('image variant rendered') && line.includes(hash)).length;
  const failures = (hash: string) => logged.filter((line) => line.includes('image variant failed') && line.includes(hash)).length;
  /** An image kept as it was stored before today's upload rules (or by a process that did not check). */
  async function keptDirectly(original: Uint8Array, width: number, height: number) {
    const hash = sha256(original);
    await t.db.insertInto('media').values({ hash, mime: 'image/png', width, height, size_bytes: original.byteLength, original, created_by: null }).execute();
    const { id } = await t.db.selectFrom('media').select('id').where('hash', '=', hash).executeTakeFirstOrThrow();
    return { id, hash };
  }

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
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('media')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
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

  it('refuses shapes that cannot be shown (under 16 px a side, one side over 10 times the other) from the header, before decoding, and a file whose pixels do not decode to the end', async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('media')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refusal = async (bytes: Uint8Array<ArrayBuffer>) => {
      const res = await upload(browser, bytes);
      return [res.status, ((await res.json()) as ErrorJson).error.code];
    };
    expect(await refusal((await picture(2000, 1)) as Uint8Array<ArrayBuffer>)).toEqual([422, 'image_too_small']);
    expect(await refusal((await picture(15, 300)) as Uint8Array<ArrayBuffer>)).toEqual([422, 'image_too_small']);
    // 65535 x 1 with no pixels: its variants once asked for 33 GB. Refused from the header alone, at once.
    const started = performance.now();
    expect(await refusal(headerOnlyPng(65535, 1))).toEqual([422, 'image_too_small']);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await refusal((await picture(2000, 199)) as Uint8Array<ArrayBuffer>)).toEqual([422, 'image_too_elongated']);
    expect(await refusal((await picture(100, 1001)) as Uint8Array<ArrayBuffer>)).toEqual([422, 'image_too_elongated']);
    // A fine shape, but the header is all there is, or the pixels stop half way.
    expect(await refusal(headerOnlyPng(2000, 1000))).toEqual([422, 'image_incomplete']);
    const whole = await noise(300, 200);
    expect(await refusal(whole.slice(0, Math.floor(whole.byteLength / 2)))).toEqual([422, 'image_incomplete']);
    const message = ((await (await upload(browser, (await picture(2000, 199)) as Uint8Array<ArrayBuffer>)).json()) as { error: { message: string } }).error.message;
    expect(message).toBe('The image is too long and narrow: its longer side may be at most 10 times its shorter side. Crop it, then upload it again.');
    expect(await count()).toBe(before);
    // The limits themselves are allowed.
    expect((await upload(browser, (await picture(16, 160)) as Uint8Array<ArrayBuffer>)).status).toBe(201);
    expect((await upload(browser, whole as Uint8Array<ArrayBuffer>)).status).toBe(201);
  });

  it('never enlarges a picture for Markdown and never makes it taller than twice its width', async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const small = (await (await upload(browser, (await picture(300, 200)) as Uint8Array<ArrayBuffer>)).json()) as UploadedMedia;
    const tall = (await (await upload(browser, (await picture(400, 4000)) as Uint8Array<ArrayBuffer>)).json()) as UploadedMedia;
    const visitor = new Browser(t.request);
    const size = async (hash: string, file: string) => {
      const meta = await sharp(new Uint8Array(await (await visitor.call(`/api/media/${hash}/${file}`)).arrayBuffer())).metadata();
      return [meta.width, meta.height];
    };
    expect(await size(small.hash, 'w1600.webp')).toEqual([300, 200]);
    expect(await size(tall.hash, 'w1600.webp')).toEqual([320, 3200]);
    expect(await size(tall.hash, 'w800.webp')).toEqual([160, 1600]);
    expect(await size(tall.hash, 'cover.webp')).toEqual([800, 420]);
  });

  it('renders a copy once when 20 visitors ask for it at the same moment, and never again', async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const media = (await (await upload(browser, (await noise(640, 480)) as Uint8Array<ArrayBuffer>)).json()) as UploadedMedia;
    const ask = () => new Browser(t.request).call(`/api/media/${media.hash}/cover.avif`);
    const answers = await Promise.all(Array.from({ length: 20 }, ask));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(answers.map(async (a) => sha256(new Uint8Array(await a.arrayBuffer()))));
    expect(new Set(bodies).size).toBe(1);
    expect(renders(media.hash)).toBe(1);
    await Promise.all(Array.from({ length: 20 }, ask));
    expect(renders(media.hash)).toBe(1);
    expect(await t.db.selectFrom('media_variant_renders').selectAll().where('media_id', '=', media.id).execute()).toEqual([]);
  });

  it('renders a copy once when several server processes are asked for it at once: one claims it, the others wait for its row', async () => {
    const { hash } = await keptDirectly(await noise(500, 400), 500, 400);
    let rendered = 0;
    const counting: typeof renderVariant = (...args) => {
      rendered += 1;
      return renderVariant(...args);
    };
    // Four processes, each with its own in-memory single flight, sharing the database.
    const processes = Array.from({ length: 4 }, () => createVariantSource(counting, { pollMs: 10 }));
    const logger = createLogger('silent');
    const copies = await Promise.all(Array.from({ length: 20 }, (_, i) => processes[i % 4]!({ db: t.db, logger, storage: t.services.storage }, { hash, preset: 'portrait', format: 'webp' })));
    expect(rendered).toBe(1);
    expect(new Set(copies.map(sha256)).size).toBe(1);
    expect((await sharp(copies[0]!).metadata()).width).toBe(400);
  });

  it('takes over a render whose process died (its claim went stale), and waits for one still in progress', async () => {
    const { id, hash } = await keptDirectly(await noise(320, 240), 320, 240);
    const visitor = new Browser(t.request);
    const longAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await t.db.insertInto('media_variant_renders').values({ media_id: id, preset: 'w800', format: 'webp', state: 'rendering', claimed_at: longAgo, failure: null }).execute();
    expect((await visitor.call(`/api/media/${hash}/w800.webp`)).status).toBe(200);
    expect(renders(hash)).toBe(1);
    // Another process is rendering portrait.webp right now: the request waits for its row instead of rendering too.
    await t.db.insertInto('media_variant_renders').values({ media_id: id, preset: 'portrait', format: 'webp', state: 'rendering', claimed_at: new Date().toISOString(), failure: null }).execute();
    const waiting = visitor.call(`/api/media/${hash}/portrait.webp`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const made = new Uint8Array(
      await sharp(await noise(10, 10))
        .webp()
        .toBuffer(),
    );
    await t.db.insertInto('media_variants').values({ media_id: id, preset: 'portrait', format: 'webp', content: made }).execute();
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect(sha256(new Uint8Array(await answer.arrayBuffer()))).toBe(sha256(made));
    expect(renders(hash)).toBe(1);
  });

  it('remembers a copy that could not be made and answers 422 at once afterwards, until the image is uploaded again', async () => {
    const visitor = new Browser(t.request);
    // Pixels cut short, kept before uploads were decoded whole: the render fails once, then is not tried again.
    const whole = await noise(300, 200);
    const broken = await keptDirectly(whole.slice(0, Math.floor(whole.byteLength / 2)), 300, 200);
    const first = await Promise.all(Array.from({ length: 8 }, () => visitor.call(`/api/media/${broken.hash}/cover.webp`)));
    expect(first.map((a) => a.status)).toEqual(Array(8).fill(422));
    expect(((await first[0]!.json()) as ErrorJson).error.code).toBe('image_unrenderable');
    for (let i = 0; i < 5; i += 1) expect((await visitor.call(`/api/media/${broken.hash}/cover.webp`)).status).toBe(422);
    expect(failures(broken.hash)).toBe(1);
    expect(await t.db.selectFrom('media_variant_renders').select(['state']).where('media_id', '=', broken.id).execute()).toEqual([{ state: 'failed' }]);

    // A 2000 x 1 strip kept from before the shape rules: refused without rendering (it took 17-50 s and 1.6 GB).
    const strip = await keptDirectly(await picture(2000, 1), 2000, 1);
    const started = performance.now();
    expect((await visitor.call(`/api/media/${strip.hash}/cover.avif`)).status).toBe(422);
    expect((await visitor.call(`/api/media/${strip.hash}/cover.avif`)).status).toBe(422);
    expect(performance.now() - started).toBeLessThan(2000);
    expect([renders(strip.hash), failures(strip.hash)]).toEqual([0, 1]);

    // A failure that may pass (a render that timed out) is tried once more after an hour, by one request; a refused shape is not.
    const hourAgo = new Date(Date.now() - 3_700_000).toISOString();
    const timedOut = await keptDirectly(await picture(240, 120), 240, 120);
    await t.db.insertInto('media_variant_renders').values({ media_id: timedOut.id, preset: 'w800', format: 'webp', state: 'failed', claimed_at: hourAgo, failure: 'timeout' }).execute();
    const retried = await Promise.all(Array.from({ length: 8 }, () => visitor.call(`/api/media/${timedOut.hash}/w800.webp`)));
    expect(retried.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(renders(timedOut.hash)).toBe(1);
    await t.db.updateTable('media_variant_renders').set({ claimed_at: hourAgo }).where('media_id', '=', strip.id).execute();
    expect((await visitor.call(`/api/media/${strip.hash}/cover.avif`)).status).toBe(422);
    expect([renders(strip.hash), failures(strip.hash)]).toEqual([0, 1]);

    // A failure written down for a good image is forgotten when the image is uploaded again.
    const good = await picture(200, 100);
    const kept = await keptDirectly(good, 200, 100);
    await t.db.insertInto('media_variant_renders').values({ media_id: kept.id, preset: 'w800', format: 'webp', state: 'failed', claimed_at: new Date().toISOString(), failure: 'timeout' }).execute();
    expect((await visitor.call(`/api/media/${kept.hash}/w800.webp`)).status).toBe(422);
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    expect((await upload(browser, good as Uint8Array<ArrayBuffer>)).status).toBe(201);
    expect((await visitor.call(`/api/media/${kept.hash}/w800.webp`)).status).toBe(200);
  });
});
