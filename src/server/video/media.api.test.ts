import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonPlaybackSchema, type LessonPlayback } from '../../contracts/learning-schemas';
import type { Db } from '../db/database';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { countStatements } from '../testing/count-statements';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { FIXTURE_CAPTIONS, hlsFixture, insertReadyVideo, type ReadyVideo } from '../testing/video-factory';
import { MEDIA_ADDRESS_SECONDS, signMediaAddress } from './media-address';

const SLUG = 'accounting-complete-course-december-2026';

async function lessonsOf(db: Db) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id', 'lessons.free_preview', 'courses.id as course_id'])
    .where('courses.slug', '=', SLUG)
    .where('lessons.published', '=', 1)
    .orderBy('lessons.id')
    .execute();
}

async function errorCode(res: Response): Promise<string | undefined> {
  return ((await res.json()) as { error?: { code?: string } }).error?.code;
}

/** The token in a signed address (`/api/media/v/<token>/…`). */
const tokenOf = (src: string) => src.split('/')[4]!;
/** The same address with another token. */
const withToken = (src: string, token: string) => src.replace(tokenOf(src), token);

describe.each(testDatabaseKinds())('hosted video through signed addresses (%s)', (kind) => {
  const t = useTestApp(kind, { countStatements: true });
  let preview: { id: number; video: ReadyVideo };
  let paid: { id: number; video: ReadyVideo };
  let enrolled: Browser;
  let outsider: Browser;

  beforeAll(async () => {
    const lessons = await lessonsOf(t.db);
    const previewLesson = lessons.find((l) => l.free_preview === 1)!;
    const paidLesson = lessons.find((l) => l.free_preview === 0)!;
    // The preview's video has English captions only, the paid one's both: which folder a token reaches shows.
    preview = { id: previewLesson.id, video: await insertReadyVideo(t.services, { lessonId: previewLesson.id, captions: ['en'] }) };
    paid = { id: paidLesson.id, video: await insertReadyVideo(t.services, { lessonId: paidLesson.id }) };
    const student = await signedInAs(t.request, t.services.auth, 'student', 'Nusrat Viewer');
    await t.db.transaction().execute((trx) => grantEnrollment(trx, { userId: student.id, courseId: paidLesson.course_id, source: 'manual', orderId: null, now: new Date() }));
    enrolled = student.browser;
    outsider = (await signedInAs(t.request, t.services.auth, 'student', 'Sabbir Outsider')).browser;
  });

  async function playback(browser: Browser, lessonId: number): Promise<LessonPlayback> {
    const res = await browser.call(`/api/player/${SLUG}/lessons/${lessonId}/video`);
    expect(res.status).toBe(200);
    return lessonPlaybackSchema.parse(await res.json());
  }

  /** Resolves a playlist's relative URI the way a player does. */
  const resolve = (uri: string, base: string) => new URL(uri, `http://localhost${base}`).pathname;

  it('signs addresses for an enrolled student and for a visitor on a free preview, and refuses a paid lesson without access', async () => {
    const visitor = new Browser(t.request);
    const forVisitor = await playback(visitor, preview.id);
    expect(forVisitor).toMatchObject({ durationSeconds: 8, positionSeconds: 0, watchedSeconds: 0, completed: false });
    expect(forVisitor.src).toMatch(/^\/api\/media\/v\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\/master\.m3u8$/);
    expect(forVisitor.poster).toBe(withToken(forVisitor.src, tokenOf(forVisitor.src)).replace('master.m3u8', 'poster.jpg'));
    expect(forVisitor.captions).toEqual([{ lang: 'en', label: 'English', src: forVisitor.src.replace('master.m3u8', 'captions/en.vtt') }]);
    const expiresIn = (Date.parse(forVisitor.expiresAt) - Date.now()) / 1000;
    expect(expiresIn).toBeGreaterThan(MEDIA_ADDRESS_SECONDS - 60);
    expect(expiresIn).toBeLessThanOrEqual(MEDIA_ADDRESS_SECONDS);
    expect(Buffer.from(tokenOf(forVisitor.src).split('.')[0]!, 'base64url').toString()).toMatch(new RegExp(`^${preview.video.assetId}\\.${preview.id}\\.\\d+\\.preview\\.[A-Za-z0-9_-]{8}$`));

    const visitorPaid = await visitor.call(`/api/player/${SLUG}/lessons/${paid.id}/video`);
    expect(visitorPaid.status).toBe(401);
    expect(await errorCode(visitorPaid)).toBe('unauthenticated');
    const outsiderPaid = await outsider.call(`/api/player/${SLUG}/lessons/${paid.id}/video`);
    expect(outsiderPaid.status).toBe(403);
    expect(await errorCode(outsiderPaid)).toBe('enrollment_required');
    expect(outsiderPaid.headers.get('cache-control')).toBe('private, no-store');

    const forStudent = await playback(enrolled, paid.id);
    expect(forStudent.captions.map((c) => [c.lang, c.label])).toEqual([
      ['en', 'English'],
      ['bn', 'বাংলা'],
    ]);
    expect((await enrolled.call(forStudent.src)).status).toBe(200);
  });

  it('serves the master playlist, each rung, its segments, the poster and the captions under one token, privately until it expires', async () => {
    const info = await playback(enrolled, paid.id);
    const fixture = await hlsFixture();
    const master = await t.request(info.src);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(master.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(MEDIA_ADDRESS_SECONDS - 60);
    expect(maxAge).toBeLessThanOrEqual(MEDIA_ADDRESS_SECONDS);
    const rungs = (await master.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rungs).toEqual(['360p/index.m3u8', '240p/index.m3u8']);
    for (const rung of rungs) {
      const playlistPath = resolve(rung, info.src);
      const playlist = await t.request(playlistPath);
      expect(playlist.status).toBe(200);
      const text = await playlist.text();
      const uris = [...text.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]!).concat(text.split('\n').filter((line) => line && !line.startsWith('#')));
      expect(uris).toContain('init.mp4');
      expect(uris.filter((uri) => uri.endsWith('.m4s')).length).toBeGreaterThanOrEqual(3);
      for (const uri of uris) {
        const segment = await t.request(resolve(uri, playlistPath), { headers: { 'Accept-Encoding': 'gzip' } });
        expect(segment.status, uri).toBe(200);
        expect(segment.headers.get('content-type')).toBe('video/mp4');
        // Video is never gzipped: it gains nothing and would lose Range.
        expect(segment.headers.get('content-encoding')).toBeNull();
        expect(segment.headers.get('accept-ranges')).toBe('bytes');
        const bytes = new Uint8Array(await segment.arrayBuffer());
        expect(Buffer.compare(bytes, await readFile(path.join(fixture.dir, 'hls', rung.split('/')[0]!, uri)))).toBe(0);
      }
    }
    const poster = await t.request(info.poster!);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    for (const caption of info.captions) {
      const vtt = await t.request(caption.src);
      expect(vtt.status).toBe(200);
      expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      const text = await vtt.text();
      expect(text.startsWith('WEBVTT')).toBe(true);
      expect(text).toContain(FIXTURE_CAPTIONS[caption.lang]);
    }
  });

  it('answers Range requests on a segment with 206 and Content-Range, 416 past the end, and HEAD without the body', async () => {
    const info = await playback(enrolled, paid.id);
    const segment = info.src.replace('master.m3u8', '360p/seg_001.m4s');
    const whole = new Uint8Array(await (await t.request(segment)).arrayBuffer());
    const part = await t.request(segment, { headers: { Range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${whole.byteLength}`);
    expect(part.headers.get('content-length')).toBe('1000');
    expect(Buffer.compare(new Uint8Array(await part.arrayBuffer()), whole.subarray(100, 1100))).toBe(0);
    const tail = await t.request(segment, { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.compare(new Uint8Array(await tail.arrayBuffer()), whole.subarray(whole.byteLength - 10))).toBe(0);
    const past = await t.request(segment, { headers: { Range: `bytes=${whole.byteLength}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.byteLength}`);
    const head = await t.request(segment, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(whole.byteLength));
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses an expired address with 403 media_address_expired, and a tampered or foreign one with 403 media_address_invalid', async () => {
    const info = await playback(enrolled, paid.id);
    const token = tokenOf(info.src);
    const [payload, signature] = token.split('.') as [string, string];
    const [assetId, lessonId, , viewer, nonce] = Buffer.from(payload, 'base64url').toString().split('.') as [string, string, string, string, string];

    const expired = signMediaAddress(t.services.mediaKey, { assetId: Number(assetId), lessonId: Number(lessonId), viewer, expires: Math.floor(Date.now() / 1000) - 1 });
    const old = await t.request(withToken(info.src, expired).replace('master.m3u8', '360p/seg_000.m4s'));
    expect(old.status).toBe(403);
    expect(await errorCode(old)).toBe('media_address_expired');
    expect(old.headers.get('cache-control')).toBe('no-store');

    const later = Math.floor(Date.now() / 1000) + 86_400;
    const edits = {
      'a later expiry': `${assetId}.${lessonId}.${later}.${viewer}.${nonce}`,
      "the preview lesson's asset": `${preview.video.assetId}.${lessonId}.${Math.floor(Date.now() / 1000) + 600}.${viewer}.${nonce}`,
      'another viewer': `${assetId}.${lessonId}.${Math.floor(Date.now() / 1000) + 600}.preview.${nonce}`,
    };
    for (const [what, edited] of Object.entries(edits)) {
      const res = await t.request(withToken(info.src, `${Buffer.from(edited).toString('base64url')}.${signature}`));
      expect(res.status, what).toBe(403);
      expect(await errorCode(res), what).toBe('media_address_invalid');
    }
    const flipped = `${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const bad of [flipped, payload, 'x', `${token}x`]) {
      const res = await t.request(withToken(info.src, bad));
      expect(res.status, bad).toBe(403);
      expect(await errorCode(res)).toBe('media_address_invalid');
    }
  });

  it("serves each token its own asset's folder only: another lesson's token does not reach this video, nor anything outside the folder", async () => {
    const previewInfo = await playback(enrolled, preview.id);
    const paidInfo = await playback(enrolled, paid.id);
    // The paid video has Bengali captions and the preview's has not: each token reads its own folder.
    expect((await t.request(paidInfo.src.replace('master.m3u8', 'captions/bn.vtt'))).status).toBe(200);
    const foreign = await t.request(previewInfo.src.replace('master.m3u8', 'captions/bn.vtt'));
    expect(foreign.status).toBe(404);
    expect(await errorCode(foreign)).toBe('media_file_not_found');

    const base = paidInfo.src.replace('/master.m3u8', '');
    const outside = ['source.mp4', 'hls/master.m3u8', '720p/index.m3u8', 'captions/fr.vtt', '360p/poster.jpg', '..%2Fsource.mp4', '360p/..%2F..%2Fsource.mp4', '%2E%2E/source.mp4', 'poster.jpg/x'];
    for (const rest of outside) {
      const res = await t.request(`${base}/${rest}`);
      expect([400, 404], rest).toContain(res.status);
    }
    // The original upload stays in storage, unreachable.
    expect(await t.services.storage.size(`${paid.video.folder}/source.mp4`)).toBeGreaterThan(0);
  });

  it('reads no database row for a segment once the asset is known, and one for a caption file', async () => {
    const info = await playback(enrolled, paid.id);
    const segment = info.src.replace('master.m3u8', '240p/seg_002.m4s');
    expect((await t.request(segment)).status).toBe(200);
    const statements = await countStatements(t.db, async () => {
      const res = await t.request(segment);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
    });
    expect(statements).toEqual([]);
    const captions = await countStatements(t.db, async () => {
      const res = await t.request(info.captions[0]!.src);
      await res.text();
      expect(res.status).toBe(200);
    });
    expect(captions).toHaveLength(1);
  });

  it('says recording_not_ready for a lesson whose asset is not ready, and the lesson keeps its link or its honest note', async () => {
    const lessons = await lessonsOf(t.db);
    const other = lessons.find((l) => l.free_preview === 1 && l.id !== preview.id) ?? lessons.find((l) => l.id !== preview.id && l.id !== paid.id)!;
    const processing = await insertReadyVideo(t.services, { lessonId: other.id });
    await t.db.updateTable('video_assets').set({ state: 'processing' }).where('id', '=', processing.assetId).execute();
    await t.db.updateTable('lessons').set({ video_url: null }).where('id', '=', other.id).execute();
    const refused = await enrolled.call(`/api/player/${SLUG}/lessons/${other.id}/video`);
    expect(refused.status).toBe(404);
    expect(await errorCode(refused)).toBe('recording_not_ready');
    const lesson = (await (await enrolled.call(`/api/player/${SLUG}/lessons/${other.id}`)).json()) as { video: unknown };
    expect(lesson.video).toBeNull();
    await t.db.updateTable('lessons').set({ video_url: 'https://youtu.be/dQw4w9WgXcQ' }).where('id', '=', other.id).execute();
    const linked = (await (await enrolled.call(`/api/player/${SLUG}/lessons/${other.id}`)).json()) as { video: unknown };
    expect(linked.video).toEqual({ provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });

    // Once ready, the same lesson plays the hosted video instead of the link.
    await t.db.updateTable('video_assets').set({ state: 'ready' }).where('id', '=', processing.assetId).execute();
    const hosted = (await (await enrolled.call(`/api/player/${SLUG}/lessons/${other.id}`)).json()) as { video: unknown };
    expect(hosted.video).toEqual({ provider: 'hosted', embedUrl: '' });
    expect((await enrolled.call(`/api/player/${SLUG}/lessons/${other.id}/video`)).status).toBe(200);
  });
});
