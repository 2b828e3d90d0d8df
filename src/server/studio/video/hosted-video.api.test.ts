import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioLessonSchema, type StudioLesson } from '../../../contracts/studio-curriculum-schemas';
import { lessonVideoSchema, videoAssetSchema, type VideoAsset } from '../../../contracts/studio-video-schemas';
import type { VideoAssetState } from '../../db/schema';
import { type Browser, signedInAs } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { makeTestClip } from '../../testing/test-clips';
import { addLesson, courseWithSection, uploadWhole } from '../../testing/video-uploads';
import { captionKey } from './put-video-caption';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };
const errorOf = async (res: Response) => ({ status: res.status, ...((await res.json()) as ErrorBody).error });
const VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.500\nA debit increases an asset.\n';

let clips: string;
let clip: Uint8Array;
let longClip: Uint8Array;
beforeAll(async () => {
  clips = await mkdtemp(path.join(os.tmpdir(), 'hisab-clips-'));
  clip = new Uint8Array(await readFile(await makeTestClip(path.join(clips, 'lecture.mp4'), { seconds: 3, width: 320, height: 180, fps: 25 })));
  // A little over a minute: the lesson says 2 minutes (rounded up).
  longClip = new Uint8Array(await readFile(await makeTestClip(path.join(clips, 'long.mp4'), { seconds: 61, width: 64, height: 36, fps: 25 })));
});
afterAll(async () => {
  await rm(clips, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())('hosted videos in the lesson editor (%s)', (kind) => {
  const t = useTestApp(kind);
  let admin: Browser;
  beforeAll(async () => {
    admin = (await signedInAs(t.request, t.services.auth, 'admin')).browser;
  });

  const lessonUrl = (courseId: number, lessonId: number) => `/api/admin/studio/curriculum/${courseId}/lessons/${lessonId}`;
  async function lesson(courseId: number, lessonId: number): Promise<StudioLesson> {
    return studioLessonSchema.parse(await (await admin.call(lessonUrl(courseId, lessonId))).json());
  }
  async function videos(courseId: number, lessonId: number) {
    const res = await admin.call(`${lessonUrl(courseId, lessonId)}/video`);
    expect(res.status).toBe(200);
    return lessonVideoSchema.parse(await res.json());
  }
  async function uploaded(courseId: number, lessonId: number, bytes = clip): Promise<number> {
    const res = await uploadWhole(admin, { courseId, lessonId }, bytes);
    if (res.status !== 204) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    return Number(res.headers.get('hisab-video-asset'));
  }
  /** What the transcoder (another part of the product) does to a video's row; here the test stands in for it. */
  const setState = (
    assetId: number,
    state: VideoAssetState,
    more: { progress?: number; eta_seconds?: number | null; failure?: string | null; renditions?: string | null; poster_key?: string | null; hls_key?: string | null } = {},
  ) =>
    t.db
      .updateTable('video_assets')
      .set({ state, ...more })
      .where('id', '=', assetId)
      .execute();
  const publish = async (courseId: number, lessonId: number) => admin.call(`${lessonUrl(courseId, lessonId)}/publish`, { body: { version: (await lesson(courseId, lessonId)).version } });
  const liveJobs = (assetId: number) =>
    t.db.selectFrom('jobs').select(['id', 'state']).where('kind', '=', 'transcode').where('subject_id', '=', assetId).where('state', 'in', ['queued', 'running']).execute();

  it('publishes only once the uploaded video is ready, keeps the old video playing until then, and restores a version with its video', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const first = await uploaded(courseId, lessonId, longClip);
    let draft = await lesson(courseId, lessonId);
    expect(draft.draft).toMatchObject({ videoAssetId: first, videoUrl: '', durationMinutes: 2 });

    for (const [state, words] of [
      ['queued', /waiting to be processed/],
      ['processing', /still being processed/],
      ['failed', /failed\. Retry it or upload the file again/],
      ['cancelled', /was cancelled/],
    ] as const) {
      await setState(first, state);
      const refused = await errorOf(await publish(courseId, lessonId));
      expect(refused).toMatchObject({ status: 409, code: 'video_not_ready', details: { state } });
      expect(refused.message).toMatch(words);
    }
    expect(await t.db.selectFrom('lessons').select(['published', 'video_asset_id']).where('id', '=', lessonId).executeTakeFirstOrThrow()).toEqual({ published: 0, video_asset_id: null });

    await setState(first, 'ready', { renditions: JSON.stringify([{ name: '360p', width: 640, height: 360, bandwidth: 800_000 }]) });
    const published = studioLessonSchema.parse(await (await publish(courseId, lessonId)).json());
    expect(published.state).toBe('published');
    expect(published.history[0]).toMatchObject({ version: 1, videoAssetId: first, durationMinutes: 2 });
    expect(await t.db.selectFrom('lessons').select(['published', 'video_asset_id', 'video_url', 'duration_minutes']).where('id', '=', lessonId).executeTakeFirstOrThrow()).toEqual({
      published: 1,
      video_asset_id: first,
      video_url: null,
      duration_minutes: 2,
    });

    // A replacement: the draft takes it, students keep the first until the second is ready and published.
    const second = await uploaded(courseId, lessonId);
    let state = await videos(courseId, lessonId);
    expect(state.draft).toMatchObject({ id: second, state: 'queued' });
    expect(state.published).toMatchObject({ id: first, state: 'ready', renditions: [{ name: '360p' }] });
    expect((await errorOf(await publish(courseId, lessonId))).code).toBe('video_not_ready');
    expect((await t.db.selectFrom('lessons').select('video_asset_id').where('id', '=', lessonId).executeTakeFirstOrThrow()).video_asset_id).toBe(first);
    draft = await lesson(courseId, lessonId);
    expect(draft.draft).toMatchObject({ videoAssetId: second, durationMinutes: 1 });

    // Restoring version 1 brings its video back to the draft; the replacement nothing names any more stops processing.
    const restored = await admin.call(`${lessonUrl(courseId, lessonId)}/restore`, { body: { version: draft.version, fromVersion: 1 } });
    expect(restored.status).toBe(200);
    expect(studioLessonSchema.parse(await restored.json()).draft).toMatchObject({ videoAssetId: first, durationMinutes: 2 });
    expect((await t.db.selectFrom('video_assets').select('state').where('id', '=', second).executeTakeFirstOrThrow()).state).toBe('cancelled');
    expect(await liveJobs(second)).toEqual([]);
    state = await videos(courseId, lessonId);
    expect(state.draft?.id).toBe(first);
    // Old files stay: a kept version may want them again.
    const firstRow = await t.db.selectFrom('video_assets').select('source_key').where('id', '=', first).executeTakeFirstOrThrow();
    expect(await t.services.storage.size(firstRow.source_key)).toBe(longClip.byteLength);
  });

  it('plays one or the other: no address beside an uploaded video, the duration is the file’s, and taking the video off frees the address', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const assetId = await uploaded(courseId, lessonId);
    let current = await lesson(courseId, lessonId);
    const fields = (changes: Partial<StudioLesson['draft']>) => {
      const { file: _file, videoAssetId: _video, ...rest } = current.draft;
      return { ...rest, ...changes, version: current.version };
    };
    const both = await admin.call(`${lessonUrl(courseId, lessonId)}/draft`, { method: 'PUT', body: fields({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }) });
    expect(await errorOf(both)).toMatchObject({ status: 409, code: 'lesson_video_both' });
    const typed = await admin.call(`${lessonUrl(courseId, lessonId)}/draft`, { method: 'PUT', body: fields({ durationMinutes: 45, title: 'Ledgers, recorded' }) });
    current = studioLessonSchema.parse(await typed.json());
    expect(current.draft).toMatchObject({ title: 'Ledgers, recorded', durationMinutes: 1, videoAssetId: assetId });

    // An editor holding an older version is refused; the current one takes the video off.
    expect((await errorOf(await admin.call(`${lessonUrl(courseId, lessonId)}/video?version=${current.version - 1}`, { method: 'DELETE' }))).code).toBe('edit_conflict');
    const detached = await admin.call(`${lessonUrl(courseId, lessonId)}/video?version=${current.version}`, { method: 'DELETE' });
    current = studioLessonSchema.parse(await detached.json());
    expect(current.draft.videoAssetId).toBeNull();
    expect((await videos(courseId, lessonId)).draft).toBeNull();
    // Never published nor kept in a version: its processing stops.
    expect((await t.db.selectFrom('video_assets').select('state').where('id', '=', assetId).executeTakeFirstOrThrow()).state).toBe('cancelled');
    const linked = await admin.call(`${lessonUrl(courseId, lessonId)}/draft`, { method: 'PUT', body: fields({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', durationMinutes: 12 }) });
    expect(studioLessonSchema.parse(await linked.json()).draft).toMatchObject({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', durationMinutes: 12, videoAssetId: null });
    expect((await publish(courseId, lessonId)).status).toBe(200);
  });

  it('lets one of twenty racing cancels and one of twenty racing retries through, queuing exactly one job', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const assetId = await uploaded(courseId, lessonId);
    await setState(assetId, 'processing', { progress: 40, eta_seconds: 80 });
    await t.db.updateTable('jobs').set({ state: 'running' }).where('subject_id', '=', assetId).execute();

    const cancels = await Promise.all(Array.from({ length: 20 }, () => admin.call(`/api/admin/studio/videos/${assetId}/cancel`, { method: 'POST' })));
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    const refusedCancels = await Promise.all(cancels.filter((r) => r.status !== 200).map(errorOf));
    expect(refusedCancels).toHaveLength(19);
    expect(refusedCancels.every((e) => e.status === 409 && e.code === 'video_state_conflict' && e.details?.state === 'cancelled')).toBe(true);
    expect((await t.db.selectFrom('jobs').select('state').where('subject_id', '=', assetId).execute()).map((j) => j.state)).toEqual(['cancelled']);

    const retries = await Promise.all(Array.from({ length: 20 }, () => admin.call(`/api/admin/studio/videos/${assetId}/retry`, { method: 'POST' })));
    const [won] = retries.filter((r) => r.status === 200);
    expect(retries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(retries.filter((r) => r.status === 409)).toHaveLength(19);
    expect(videoAssetSchema.parse(await won!.json())).toMatchObject({ id: assetId, state: 'queued', progress: 0, etaSeconds: null, failure: null });
    expect(await liveJobs(assetId)).toHaveLength(1);

    // A failed video keeps its reason for the editor until it is retried.
    await setState(assetId, 'failed', { failure: 'ffmpeg stopped: the audio stream could not be decoded' });
    await t.db.updateTable('jobs').set({ state: 'failed' }).where('subject_id', '=', assetId).execute();
    expect((await videos(courseId, lessonId)).draft).toMatchObject({ state: 'failed', failure: 'ffmpeg stopped: the audio stream could not be decoded' });
    expect((await errorOf(await admin.call(`/api/admin/studio/videos/${assetId}/cancel`, { method: 'POST' }))).code).toBe('video_state_conflict');
    expect((await admin.call(`/api/admin/studio/videos/${assetId}/retry`, { method: 'POST' })).status).toBe(200);
    expect(await liveJobs(assetId)).toHaveLength(1);
    expect((await errorOf(await admin.call('/api/admin/studio/videos/2000000000/retry', { method: 'POST' }))).code).toBe('video_not_found');
    const audits = await t.db.selectFrom('audit_log').select('details').where('target_type', '=', 'video').where('target_id', '=', String(assetId)).execute();
    expect(audits.map((a) => (JSON.parse(a.details) as { change: string }).change).sort()).toEqual(['cancelled', 'retried', 'retried']);
  });

  it('keeps WebVTT captions per language beside the video, refusing files that are not WebVTT, and removes them', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const assetId = await uploaded(courseId, lessonId);
    const put = (lang: string, body: string | Uint8Array, type = 'text/vtt') =>
      admin.send(`/api/admin/studio/videos/${assetId}/captions/${lang}`, {
        method: 'PUT',
        headers: { 'Content-Type': type },
        body: typeof body === 'string' ? body : (new Uint8Array(body) as Uint8Array<ArrayBuffer>),
      });

    const english = await put('en', VTT);
    expect(english.status).toBe(200);
    expect(videoAssetSchema.parse(await english.json()).captions).toEqual([{ lang: 'en', sizeBytes: VTT.length }]);
    const source = (await t.db.selectFrom('video_assets').select('source_key').where('id', '=', assetId).executeTakeFirstOrThrow()).source_key;
    expect(captionKey(source, 'en')).toBe(`${path.posix.dirname(source)}/captions/en.vtt`);
    expect(new TextDecoder().decode((await t.services.storage.read(captionKey(source, 'en')))!)).toBe(VTT);

    const bengali = 'WEBVTT\n\n00:00:00.500 --> 00:00:02.500\nডেবিট সম্পদ বাড়ায়।\n';
    const withBoth = videoAssetSchema.parse(await (await put('bn', new TextEncoder().encode(bengali), 'application/octet-stream')).json());
    expect(withBoth.captions.map((c) => c.lang)).toEqual(['bn', 'en']);

    expect(await errorOf(await put('en', new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xc3, 0x28])))).toMatchObject({ status: 422, code: 'caption_invalid' });
    expect((await errorOf(await put('en', '1\n00:00:01,000 --> 00:00:02,000\nSRT\n'))).message).toMatch(/must start with WEBVTT/);
    expect((await errorOf(await put('en', 'WEBVTT\n\n'))).message).toMatch(/no captions/);
    expect(await errorOf(await put('en', `${VTT}${'x'.repeat(1024 * 1024)}`))).toMatchObject({ status: 413, code: 'caption_too_large' });
    expect((await errorOf(await put('fr', VTT))).code).toBe('validation_failed');
    // The refusals left the English file as it was.
    expect(new TextDecoder().decode((await t.services.storage.read(captionKey(source, 'en')))!)).toBe(VTT);

    const removed = await admin.call(`/api/admin/studio/videos/${assetId}/captions/en`, { method: 'DELETE' });
    expect(videoAssetSchema.parse(await removed.json()).captions.map((c) => c.lang)).toEqual(['bn']);
    expect(await t.services.storage.read(captionKey(source, 'en'))).toBeNull();
    expect(await errorOf(await admin.call(`/api/admin/studio/videos/${assetId}/captions/en`, { method: 'DELETE' }))).toMatchObject({ status: 404, code: 'caption_not_found' });
    expect((await errorOf(await admin.call('/api/admin/studio/videos/2000000000/captions/en', { method: 'DELETE' }))).code).toBe('video_not_found');
    expect((await errorOf(await admin.send('/api/admin/studio/videos/2000000000/captions/en', { method: 'PUT', headers: { 'Content-Type': 'text/vtt' }, body: VTT }))).code).toBe('video_not_found');
  });

  it('shows a ready video’s ladder and poster to the admin, and nothing of it to a student', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const assetId = await uploaded(courseId, lessonId);
    expect(await errorOf(await admin.call(`/api/admin/studio/videos/${assetId}/poster`))).toMatchObject({ status: 404, code: 'video_poster_not_found' });

    const source = (await t.db.selectFrom('video_assets').select('source_key').where('id', '=', assetId).executeTakeFirstOrThrow()).source_key;
    const posterKey = `${path.posix.dirname(source)}/poster.jpg`;
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    await t.services.storage.put(posterKey, jpeg);
    const ladder = [
      { name: '720p', width: 1280, height: 720, bandwidth: 2_800_000 },
      { name: '360p', width: 640, height: 360, bandwidth: 800_000 },
      { name: '540p', width: 960, height: 540, bandwidth: 1_400_000 },
    ];
    await setState(assetId, 'ready', { progress: 100, renditions: JSON.stringify(ladder), poster_key: posterKey, hls_key: `${path.posix.dirname(source)}/hls` });
    const view: VideoAsset = (await videos(courseId, lessonId)).draft!;
    expect(view).toMatchObject({ state: 'ready', hasPoster: true, etaSeconds: null });
    expect(view.renditions.map((r) => r.name)).toEqual(['360p', '540p', '720p']);
    const poster = await admin.call(`/api/admin/studio/videos/${assetId}/poster`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await poster.arrayBuffer())).toEqual(jpeg);

    const student = (await signedInAs(t.request, t.services.auth, 'student')).browser;
    for (const url of [`/api/admin/studio/videos/${assetId}/poster`, `${lessonUrl(courseId, lessonId)}/video`]) expect((await student.call(url)).status).toBe(403);
    expect((await student.call(`/api/admin/studio/videos/${assetId}/retry`, { method: 'POST' })).status).toBe(403);
  });
});
