import { createHash } from 'node:crypto';
import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lessonVideoSchema, VIDEO_UPLOAD_MAX_BYTES } from '../../../../contracts/studio-video-schemas';
import { Browser, signedInAs } from '../../../testing/auth-helpers';
import { useTestApp } from '../../../testing/test-app';
import { testDatabaseKinds } from '../../../testing/test-database';
import { makeTestClip } from '../../../testing/test-clips';
import { addLesson, askOffset, courseWithSection, createUpload, sendBytes, UPLOADS_URL, uploadMetadata, uploadWhole } from '../../../testing/video-uploads';
import { ERRORS } from '../../../errors';
import { VIDEO_LIMITS } from '../../../video/probe-video';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function refusal(res: Response): Promise<{ status: number; code: string; message: string; type: string | null }> {
  const body = (await res.json()) as ErrorBody;
  return { status: res.status, code: body.error.code, message: body.error.message, type: res.headers.get('content-type') };
}

let clips: string;
let clip: Uint8Array;
beforeAll(async () => {
  clips = await mkdtemp(path.join(os.tmpdir(), 'hisab-clips-'));
  clip = new Uint8Array(await readFile(await makeTestClip(path.join(clips, 'lecture.mp4'), { seconds: 3, width: 320, height: 180, fps: 25 })));
});
afterAll(async () => {
  await rm(clips, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())('uploading a lecture video, resumably (%s)', (kind) => {
  const t = useTestApp(kind);
  let admin: Browser;
  beforeAll(async () => {
    admin = (await signedInAs(t.request, t.services.auth, 'admin')).browser;
  });

  /** What a refused upload must leave untouched: the lesson, its draft, its version, and no video anywhere. */
  async function lessonSnapshot(lessonId: number) {
    return {
      lesson: await t.db.selectFrom('lessons').selectAll().where('id', '=', lessonId).executeTakeFirstOrThrow(),
      draft: (await t.db.selectFrom('lesson_drafts').selectAll().where('lesson_id', '=', lessonId).executeTakeFirst()) ?? null,
      assets: await t.db.selectFrom('video_assets').select('id').where('lesson_id', '=', lessonId).execute(),
    };
  }
  const uploadsLeft = async () => await readdir(t.services.uploadsDir).catch(() => [] as string[]);
  const storedVideos = async () => (await readdir(path.join((t.services.storage as { root?: string }).root!, 'videos')).catch(() => [] as string[])).length;

  it('continues an upload cut at 60 % from the offset the server reports, and keeps the file byte for byte as the draft’s queued video', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const before = await t.db.selectFrom('lessons').select('version').where('id', '=', lessonId).executeTakeFirstOrThrow();

    const created = await createUpload(admin, { courseId, lessonId, size: clip.byteLength, filename: 'C:\\lectures\\Week 1 – ledgers.mp4' });
    expect(created.status).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    const location = created.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${UPLOADS_URL}/[0-9a-f]{32}$`));

    // 60 % arrives, then the connection drops: the client asks where to go on from.
    const cut = Math.floor(clip.byteLength * 0.6);
    const first = await sendBytes(admin, location, 0, clip.subarray(0, cut));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(cut));
    const head = await askOffset(admin, location);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(cut));
    expect(head.headers.get('upload-length')).toBe(String(clip.byteLength));
    expect(head.headers.get('cache-control')).toContain('no-store');

    // Sending from the wrong place is refused without harm.
    const wrong = await sendBytes(admin, location, 0, clip.subarray(0, 10));
    expect(await refusal(wrong)).toMatchObject({ status: 409, code: 'upload_offset_mismatch', type: 'application/json' });

    const rest = await sendBytes(admin, location, cut, clip.subarray(cut));
    expect(rest.status).toBe(204);
    const assetId = Number(rest.headers.get('hisab-video-asset'));
    expect(assetId).toBeGreaterThan(0);

    const asset = await t.db.selectFrom('video_assets').selectAll().where('id', '=', assetId).executeTakeFirstOrThrow();
    expect(asset).toMatchObject({ lesson_id: lessonId, state: 'queued', source_name: 'Week 1 – ledgers.mp4', width: 320, height: 180, has_audio: 1 });
    expect(Number(asset.source_bytes)).toBe(clip.byteLength);
    const stored = await t.services.storage.read(asset.source_key);
    expect(sha256(stored!)).toBe(sha256(clip));
    expect(asset.source_key).toMatch(/^videos\/[0-9a-f-]{36}\/source\.mp4$/);
    const jobs = await t.db.selectFrom('jobs').select(['kind', 'state']).where('subject_id', '=', assetId).execute();
    expect(jobs).toEqual([{ kind: 'transcode', state: 'queued' }]);

    // The draft plays it, its duration is the file's (3 s is 1 minute), the version moved on, and it was audited.
    const draft = await t.db.selectFrom('lesson_drafts').selectAll().where('lesson_id', '=', lessonId).executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ video_asset_id: assetId, video_url: null, duration_minutes: 1 });
    const after = await t.db.selectFrom('lessons').select(['version', 'video_asset_id']).where('id', '=', lessonId).executeTakeFirstOrThrow();
    expect(after).toEqual({ version: before.version + 1, video_asset_id: null });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_type', '=', 'lesson')
      .where('target_id', '=', String(lessonId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('content.updated');
    expect(JSON.parse(audit.details)).toMatchObject({ videoAssetId: assetId });

    // The editor sees it queued; the upload's bytes are gone from the uploads folder.
    const state = lessonVideoSchema.parse(await (await admin.call(`/api/admin/studio/curriculum/${courseId}/lessons/${lessonId}/video`)).json());
    expect(state.draft).toMatchObject({ id: assetId, state: 'queued', sourceName: 'Week 1 – ledgers.mp4', sourceBytes: clip.byteLength, width: 320, height: 180, renditions: [], captions: [] });
    expect(state.draft!.durationSeconds).toBeCloseTo(3, 0);
    expect(state.published).toBeNull();
    expect(await uploadsLeft()).toEqual([]);

    // A client that lost the last answer and asks again hears the upload is complete, rather than starting over.
    const again = await askOffset(admin, location);
    expect(again.status).toBe(200);
    expect(again.headers.get('upload-offset')).toBe(String(clip.byteLength));
    expect(again.headers.get('hisab-video-asset')).toBe(String(assetId));
    expect((await sendBytes(admin, location, clip.byteLength, new Uint8Array())).status).toBe(204);
    expect(await t.db.selectFrom('video_assets').select('id').where('lesson_id', '=', lessonId).execute()).toHaveLength(1);
    // What answers it is the database's record, which every server reads; nothing of it stays in the folder.
    expect(await t.db.selectFrom('video_uploads').select(['state', 'asset_id']).where('id', '=', location.split('/').pop()!).executeTakeFirst()).toEqual({ state: 'done', asset_id: assetId });
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses a file that is not a video and an MP4 cut short when they have arrived, leaving the lesson as it was and nothing stored', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    // A published lesson with a link: a refused upload must not touch it, nor make a draft.
    await t.db.updateTable('lessons').set({ published: 1, video_url: 'https://youtu.be/dQw4w9WgXcQ', duration_minutes: 7 }).where('id', '=', lessonId).execute();
    await t.db.deleteFrom('lesson_drafts').where('lesson_id', '=', lessonId).execute();
    const before = await lessonSnapshot(lessonId);
    const videosBefore = await storedVideos();
    const recordsBefore = await t.db.selectFrom('video_uploads').select('id').execute();

    const notVideo = new TextEncoder().encode('These are my lecture notes, saved with the wrong name.\n'.repeat(200));
    const notesAt = (await createUpload(admin, { courseId, lessonId, size: notVideo.byteLength, filename: 'notes.mp4' })).headers.get('location')!;
    const refusedText = await sendBytes(admin, notesAt, 0, notVideo);
    expect(await refusal(refusedText)).toMatchObject({ status: 415, code: 'video_not_video', type: 'application/json' });
    // The client lost that answer and asks again: the same refusal, its code in a header for the HEAD (no body), never "complete".
    const askedAgain = await askOffset(admin, notesAt);
    expect(askedAgain.status).toBe(415);
    expect(askedAgain.headers.get('hisab-upload-refused')).toBe('video_not_video');
    expect(decodeURIComponent(askedAgain.headers.get('hisab-upload-refusal-message')!)).toBe(ERRORS.video_not_video.message);
    expect(askedAgain.headers.get('upload-offset')).toBeNull();
    expect(await refusal(await sendBytes(admin, notesAt, notVideo.byteLength, new Uint8Array()))).toMatchObject({ status: 415, code: 'video_not_video' });

    const truncated = clip.subarray(0, Math.floor(clip.byteLength * 0.6));
    const refusedCut = await uploadWhole(admin, { courseId, lessonId, filename: 'cut.mp4' }, truncated);
    expect(await refusal(refusedCut)).toMatchObject({ status: 422, code: 'video_truncated' });

    expect(await lessonSnapshot(lessonId)).toEqual(before);
    expect(before.draft).toBeNull();
    expect(await storedVideos()).toBe(videosBefore);
    expect(await uploadsLeft()).toEqual([]);
    // Each refusal is remembered (a day), nothing else.
    const records = await t.db.selectFrom('video_uploads').select(['id', 'state', 'refusal_code', 'asset_id']).execute();
    expect(records.filter((r) => !recordsBefore.some((b) => b.id === r.id)).map(({ id: _id, ...r }) => r)).toEqual([
      { state: 'refused', refusal_code: 'video_not_video', asset_id: null },
      { state: 'refused', refusal_code: 'video_truncated', asset_id: null },
    ]);
  });

  it('answers 423 with Retry-After while another request finishes an upload, and takes over a finish whose process died: one video, and the client is told it', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const location = (await createUpload(admin, { courseId, lessonId, size: clip.byteLength })).headers.get('location')!;
    const id = location.split('/').pop()!;
    // All but the last byte arrive; the last one reached another process, which claimed the finish a moment ago (its heartbeat is live).
    expect((await sendBytes(admin, location, 0, clip.subarray(0, clip.byteLength - 1))).status).toBe(204);
    await appendFile(path.join(t.services.uploadsDir, id), clip.subarray(clip.byteLength - 1));
    await t.db
      .insertInto('video_uploads')
      .values({ id, state: 'finishing', size_bytes: null, asset_id: null, claim: 'another-process', heartbeat_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .execute();

    // The client lost that last answer and asks: the finish is the other process's, and nobody is told complete (tus would say so).
    const head = await askOffset(admin, location);
    expect(head.status).toBe(423);
    expect(head.headers.get('retry-after')).toBe('5');
    expect(head.headers.get('upload-offset')).toBeNull();
    expect(await refusal(await sendBytes(admin, location, clip.byteLength, new Uint8Array()))).toMatchObject({ status: 423, code: 'upload_finishing' });

    // That process died (a deploy): its heartbeat stops. The next request takes the finish over; the client asks until it is told the video.
    await t.db
      .updateTable('video_uploads')
      .set({ heartbeat_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    let answer = await askOffset(admin, location);
    for (let tries = 0; answer.status === 423 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await askOffset(admin, location);
    }
    expect(answer.status).toBe(200);
    expect(answer.headers.get('upload-offset')).toBe(String(clip.byteLength));
    const assetId = Number(answer.headers.get('hisab-video-asset'));
    expect(await t.db.selectFrom('video_assets').select('id').where('lesson_id', '=', lessonId).execute()).toEqual([{ id: assetId }]);
    const draft = await t.db.selectFrom('lesson_drafts').select('video_asset_id').where('lesson_id', '=', lessonId).executeTakeFirstOrThrow();
    expect(draft.video_asset_id).toBe(assetId);
    expect(await t.db.selectFrom('video_uploads').select(['state', 'asset_id', 'claim']).where('id', '=', id).executeTakeFirst()).toEqual({ state: 'done', asset_id: assetId, claim: null });
    // The finish taken over runs in the background and removes the bytes after it records done, so a client can be told a moment before they go.
    await vi.waitFor(async () => expect(await uploadsLeft()).toEqual([]), { timeout: 5_000, interval: 50 });
  });

  it('refuses at creation, before any byte is sent: too large, an unknown course or lesson, a lesson that is not a video, no lesson named', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const textLessonId = await addLesson(admin, t.db, { courseId, sectionId, title: 'Reading', kind: 'text' });
    const files = async () => (await readdir(t.services.uploadsDir)).length;
    const before = await files();

    expect(VIDEO_UPLOAD_MAX_BYTES).toBe(VIDEO_LIMITS.maxBytes);
    expect(await refusal(await createUpload(admin, { courseId, lessonId, size: VIDEO_LIMITS.maxBytes + 1 }))).toMatchObject({ status: 413, code: 'video_too_large', type: 'application/json' });
    expect(await refusal(await createUpload(admin, { courseId, lessonId: 2_000_000_000, size: 1000 }))).toMatchObject({ status: 404, code: 'studio_item_not_found' });
    expect(await refusal(await createUpload(admin, { courseId: 2_000_000_000, lessonId, size: 1000 }))).toMatchObject({ status: 404, code: 'studio_item_not_found' });
    const other = await courseWithSection(t.db);
    expect(await refusal(await createUpload(admin, { courseId: other.courseId, lessonId, size: 1000 }))).toMatchObject({ status: 404, code: 'studio_item_not_found' });
    const notVideo = await refusal(await createUpload(admin, { courseId, lessonId: textLessonId, size: 1000 }));
    expect(notVideo).toMatchObject({ status: 409, code: 'video_lesson_required' });
    expect(notVideo.message).toMatch(/Only a video lesson takes a video file/);

    const bare = (headers: Record<string, string>) => admin.send(UPLOADS_URL, { method: 'POST', headers: { 'Tus-Resumable': '1.0.0', ...headers } });
    expect(await refusal(await bare({ 'Upload-Length': '1000' }))).toMatchObject({ status: 400, code: 'upload_invalid' });
    expect(await refusal(await bare({ 'Upload-Length': '1000', 'Upload-Metadata': uploadMetadata({ courseId, lessonId: '12abc' }) }))).toMatchObject({ status: 400, code: 'upload_invalid' });
    expect(await refusal(await bare({ 'Upload-Defer-Length': '1', 'Upload-Metadata': uploadMetadata({ courseId, lessonId }) }))).toMatchObject({ status: 400, code: 'upload_invalid' });
    expect(await refusal(await bare({ 'Upload-Length': '1000', 'Upload-Metadata': 'courseId not-base64!' }))).toMatchObject({ status: 400, code: 'upload_invalid' });
    expect(await refusal(await admin.send(UPLOADS_URL, { method: 'POST', headers: { 'Upload-Length': '1000' } }))).toMatchObject({ status: 400, code: 'upload_invalid' });

    expect(await files()).toBe(before);
    // Asking about or sending to an upload that does not exist.
    expect(await refusal(await sendBytes(admin, `${UPLOADS_URL}/${'a'.repeat(32)}`, 0, new Uint8Array([1])))).toMatchObject({ status: 404, code: 'upload_not_found' });
    expect(await refusal(await sendBytes(admin, `${UPLOADS_URL}/..%2F..%2Fetc`, 0, new Uint8Array([1])))).toMatchObject({ status: 404, code: 'upload_not_found' });
    expect((await askOffset(admin, `${UPLOADS_URL}/${'b'.repeat(32)}`)).status).toBe(404);
    expect(await refusal(await admin.call(`${UPLOADS_URL}/${'b'.repeat(32)}`))).toMatchObject({ status: 405, code: 'method_not_allowed' });
  });

  it('takes uploads from admins only, from the site’s own pages: a visitor 401, a student 403, another site 403', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const created = await createUpload(admin, { courseId, lessonId, size: clip.byteLength });
    const location = created.headers.get('location')!;
    const student = (await signedInAs(t.request, t.services.auth, 'student')).browser;
    const visitor = new Browser(t.request);

    for (const [who, browser, status, code] of [
      ['visitor', visitor, 401, 'unauthenticated'],
      ['student', student, 403, 'forbidden'],
    ] as const) {
      expect(await refusal(await createUpload(browser, { courseId, lessonId, size: 1000 })), who).toMatchObject({ status, code });
      expect(await refusal(await sendBytes(browser, location, 0, clip.subarray(0, 100))), who).toMatchObject({ status, code });
      expect((await askOffset(browser, location)).status, who).toBe(status);
      expect(await refusal(await browser.send(location, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' } })), who).toMatchObject({ status, code });
    }
    // The admin's own cookie sent from another site's page.
    const forged = await t.request(location, {
      method: 'PATCH',
      headers: { Cookie: admin.cookieHeader(), Origin: 'https://evil.example', 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(clip.subarray(0, 100)),
    });
    expect(await refusal(forged)).toMatchObject({ status: 403, code: 'forbidden_origin' });
    const head = await askOffset(admin, location);
    expect(head.headers.get('upload-offset')).toBe('0');

    // The admin may give up an upload (tus termination): its files go.
    const ended = await admin.send(location, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' } });
    expect(ended.status).toBe(204);
    expect((await askOffset(admin, location)).status).toBe(404);
  });

  it('sends tus answers unchanged by the compression step and past the API’s 64 kB body cap', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const created = await createUpload(admin, { courseId, lessonId, size: clip.byteLength });
    const location = created.headers.get('location')!;
    // 200 kB in one PATCH: far past the 64 kB every other API body is held to.
    const part = clip.subarray(0, 200 * 1024);
    const res = await admin.send(location, {
      method: 'PATCH',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Accept-Encoding': 'gzip' },
      body: new Uint8Array(part) as Uint8Array<ArrayBuffer>,
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('upload-offset')).toBe(String(part.byteLength));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    const options = await admin.send(UPLOADS_URL, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-max-size')).toBe(String(VIDEO_LIMITS.maxBytes));
  });
});
