import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, ListPartsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { createLogger } from '../../../logger';
import { createServices, type Services } from '../../../services';
import type { S3Storage } from '../../../storage/s3-storage';
import { parseStorageUrl } from '../../../storage/storage-url';
import { Browser, signedInAs } from '../../../testing/auth-helpers';
import { startLocalS3Server, type LocalS3Server } from '../../../testing/local-s3-server';
import { TEST_CONFIG, TEST_INDEX_HTML, TEST_IP_HEADER, useTestApp, type TestAppOptions } from '../../../testing/test-app';
import { makeTestClip } from '../../../testing/test-clips';
import { testDatabaseKinds } from '../../../testing/test-database';
import { addLesson, askOffset, courseWithSection, createUpload, sendBytes, uploadWhole } from '../../../testing/video-uploads';
import { sweepStaleUploads } from './stale-uploads';
import { UPLOAD_LIFETIME_MS, uploadAreaOf } from './upload-area';

const MiB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * An MP4 made larger by a `free` box at its end (players and ffprobe skip
 * it), filled with a pattern rather than zeros so a part out of place would
 * change the hash: large enough for whole S3 parts (5 MiB and more) as
 * well as the short remainders tus's S3 store keeps as `.part` objects.
 */
function paddedClip(clip: Uint8Array, padding: number): Uint8Array {
  const file = new Uint8Array(clip.byteLength + padding);
  file.set(clip);
  new DataView(file.buffer).setUint32(clip.byteLength, padding);
  file.set(new TextEncoder().encode('free'), clip.byteLength + 4);
  for (let i = clip.byteLength + 8; i < file.byteLength; i += 1) file[i] = (i * 2654435761) >>> 24;
  return file;
}

let clips: string;
let lecture: Uint8Array;
beforeAll(async () => {
  clips = await mkdtemp(path.join(os.tmpdir(), 'hisab-clips-'));
  const clip = new Uint8Array(await readFile(await makeTestClip(path.join(clips, 'lecture.mp4'), { seconds: 3, width: 320, height: 180, fps: 25 })));
  lecture = paddedClip(clip, 11 * MiB);
});
afterAll(async () => {
  await rm(clips, { recursive: true, force: true });
});

/**
 * Two app servers (two Services and apps on one database and one bucket,
 * each with its own DATA_DIR) stand for two machines behind a load balancer
 * that sends each request wherever it likes.
 */
describe.each(testDatabaseKinds())('resumable video uploads in the storage bucket, across two servers (%s)', (kind) => {
  const options: TestAppOptions = {};
  let s3: LocalS3Server;
  let storageUrl: string;
  // Registered before the app's own hooks, so the app is built on this bucket.
  beforeAll(async () => {
    s3 = await startLocalS3Server();
    storageUrl = `${s3.url}/hisab`;
    options.storage = s3.storage({ prefix: 'hisab' });
    options.config = { storageUrl };
  });
  afterAll(async () => {
    (options.storage as S3Storage | undefined)?.destroy();
    await s3?.close();
  });
  const t = useTestApp(kind, options);

  let other: { services: Services; request: (path: string, init?: RequestInit) => Response | Promise<Response> };
  let otherDataDir: string;
  let admin: Browser;
  /** The same admin (the same cookies) reaching the other server. */
  let adminThere: Browser;
  beforeAll(async () => {
    otherDataDir = await mkdtemp(path.join(os.tmpdir(), 'hisab-other-machine-'));
    const services = await createServices(t.db, {
      config: { ...TEST_CONFIG, storageUrl },
      logger: createLogger('silent'),
      storage: s3.storage({ prefix: 'hisab' }),
      uploadsDir: path.join(otherDataDir, 'uploads'),
    });
    const app = createApp({ services, indexHtml: TEST_INDEX_HTML, renderPage: null, clientIp: (c) => c.req.header(TEST_IP_HEADER) ?? '192.0.2.1' });
    other = { services, request: (p, init) => app.request(p, init) };
    admin = (await signedInAs(t.request, t.services.auth, 'admin')).browser;
    adminThere = new Browser(other.request, admin.ip);
    adminThere.adoptCookies(admin);
  });
  afterAll(async () => {
    (other?.services.storage as S3Storage | undefined)?.destroy();
    await rm(otherDataDir, { recursive: true, force: true });
  });

  const bucket = () => parseStorageUrl(storageUrl).bucket;
  const client = () => (t.services.storage as S3Storage).client;
  /** Every object key under a folder of the bucket. */
  async function keysUnder(prefix: string): Promise<string[]> {
    const page = await client().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix }));
    return (page.Contents ?? []).map((object) => object.Key!).sort();
  }
  /** The sizes of the parts an upload has in its multipart upload so far. */
  async function partSizes(location: string): Promise<number[]> {
    const key = `hisab/uploads/${idOf(location)}`;
    const uploads = (await client().send(new ListMultipartUploadsCommand({ Bucket: bucket(), Prefix: key }))).Uploads ?? [];
    const parts = await client().send(new ListPartsCommand({ Bucket: bucket(), Key: key, UploadId: uploads[0]!.UploadId }));
    return (parts.Parts ?? []).map((part) => part.Size!);
  }
  const multipartUploads = async () => ((await client().send(new ListMultipartUploadsCommand({ Bucket: bucket(), Prefix: 'hisab/uploads/' }))).Uploads ?? []).map((u) => u.Key);
  /** Neither machine's disk holds any of it: no uploads folder, or an empty one. */
  const localUploads = async () => [...(await readdir(t.services.uploadsDir).catch(() => [])), ...(await readdir(other.services.uploadsDir).catch(() => []))];
  const idOf = (location: string) => location.split('/').pop()!;

  it('resumes an upload begun on one server through the other, keeps it byte for byte as the lesson’s video, and tells a client that lost the last answer, on either server, that it is complete', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });

    const created = await createUpload(admin, { courseId, lessonId, size: lecture.byteLength });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const id = idOf(location);
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    // 3 MiB on this server: short of a part, kept as `<id>.part` beside `<id>.info`.
    const first = await sendBytes(admin, location, 0, lecture.subarray(0, 3 * MiB));
    expect(first.headers.get('upload-offset')).toBe(String(3 * MiB));
    expect(await keysUnder('hisab/uploads/')).toEqual([`hisab/uploads/${id}.info`, `hisab/uploads/${id}.part`]);

    // The connection drops; the client's retry reaches the other server, which knows how much is there.
    const asked = await askOffset(adminThere, location);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('upload-offset')).toBe(String(3 * MiB));
    expect(asked.headers.get('upload-length')).toBe(String(lecture.byteLength));
    // Sending from the wrong place is refused there too.
    const wrong = await sendBytes(adminThere, location, 0, lecture.subarray(0, 10));
    expect(wrong.status).toBe(409);
    const second = await sendBytes(adminThere, location, 3 * MiB, lecture.subarray(3 * MiB, 9 * MiB));
    expect(second.status).toBe(204);
    expect(second.headers.get('upload-offset')).toBe(String(9 * MiB));
    // The 3 MiB kept went ahead of these 6: one part of 8 MiB (every part but the last is, as R2 requires), 1 MiB waiting.
    expect(await partSizes(location)).toEqual([8 * MiB]);

    // And back: the first server reads the bucket, not a memory of its own.
    expect((await askOffset(admin, location)).headers.get('upload-offset')).toBe(String(9 * MiB));
    const last = await sendBytes(admin, location, 9 * MiB, lecture.subarray(9 * MiB));
    expect(last.status).toBe(204);
    const assetId = Number(last.headers.get('hisab-video-asset'));
    expect(assetId).toBeGreaterThan(0);

    const asset = await t.db.selectFrom('video_assets').selectAll().where('id', '=', assetId).executeTakeFirstOrThrow();
    expect(asset).toMatchObject({ lesson_id: lessonId, state: 'queued', width: 320, height: 180 });
    expect(Number(asset.source_bytes)).toBe(lecture.byteLength);
    expect(asset.source_key).toMatch(/^videos\/[0-9a-f-]{36}\/source\.mp4$/);
    expect(sha256((await t.services.storage.read(asset.source_key))!)).toBe(sha256(lecture));
    const draft = await t.db.selectFrom('lesson_drafts').select(['video_asset_id', 'video_url']).where('lesson_id', '=', lessonId).executeTakeFirstOrThrow();
    expect(draft).toEqual({ video_asset_id: assetId, video_url: null });

    // Nothing of the upload is left: not in the bucket, not half a multipart upload, not on either machine's disk.
    expect(await keysUnder('hisab/uploads/')).toEqual([]);
    expect(await multipartUploads()).toEqual([]);
    expect(await localUploads()).toEqual([]);

    // The last answer was lost: asked again, each server says the upload is complete and which video it became.
    for (const [who, browser] of [
      ['the server that finished it', admin],
      ['the other server', adminThere],
    ] as const) {
      const head = await askOffset(browser, location);
      expect(head.status, who).toBe(200);
      expect(head.headers.get('upload-offset'), who).toBe(String(lecture.byteLength));
      expect(head.headers.get('hisab-video-asset'), who).toBe(String(assetId));
      const patch = await sendBytes(browser, location, lecture.byteLength, new Uint8Array());
      expect(patch.status, who).toBe(204);
      expect(patch.headers.get('hisab-video-asset'), who).toBe(String(assetId));
    }
    expect(await t.db.selectFrom('video_assets').select('id').where('lesson_id', '=', lessonId).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('video_uploads').select(['state', 'asset_id']).where('id', '=', id).executeTakeFirst()).toEqual({ state: 'done', asset_id: assetId });
  });

  it('stops a request one server is still receiving when the client, its connection dropped, asks the other: that one answers what was written, and the upload goes on from there', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const location = (await createUpload(admin, { courseId, lessonId, size: lecture.byteLength })).headers.get('location')!;

    // 3 MiB arrive, then nothing: the client's connection dropped and this server has not noticed.
    let body!: ReadableStreamDefaultController<Uint8Array>;
    const dropped = t.request(location, {
      method: 'PATCH',
      headers: {
        Cookie: admin.cookieHeader(),
        Origin: TEST_CONFIG.publicUrl,
        [TEST_IP_HEADER]: admin.ip,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          body = controller;
          controller.enqueue(lecture.slice(0, 3 * MiB));
        },
      }),
      duplex: 'half',
    } as RequestInit);

    // The client asks the other server how much there is: it waits for the first to let go (the lock is in the
    // database), and the first ends its request, keeping what had arrived.
    const asked = await askOffset(adminThere, location);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('upload-offset')).toBe(String(3 * MiB));
    expect((await dropped).headers.get('upload-offset')).toBe(String(3 * MiB));
    body.close();

    const rest = await sendBytes(adminThere, location, 3 * MiB, lecture.subarray(3 * MiB));
    expect(rest.status).toBe(204);
    const asset = await t.db
      .selectFrom('video_assets')
      .select('source_key')
      .where('id', '=', Number(rest.headers.get('hisab-video-asset')))
      .executeTakeFirstOrThrow();
    expect(sha256((await t.services.storage.read(asset.source_key))!)).toBe(sha256(lecture));
    expect(await t.db.selectFrom('video_upload_locks').select('id').execute()).toEqual([]);
  });

  it('refuses a file that is not a video when it has arrived, leaving nothing under uploads/ and no video, and remembers the refusal', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const videosBefore = await keysUnder('hisab/videos/');

    // Larger than a part, sent half to each server.
    const notes = new TextEncoder().encode('These are my lecture notes, saved with the wrong name.\n'.repeat(130_000));
    const created = await createUpload(admin, { courseId, lessonId, size: notes.byteLength, filename: 'notes.mp4' });
    const location = created.headers.get('location')!;
    expect((await sendBytes(admin, location, 0, notes.subarray(0, 6 * MiB))).status).toBe(204);
    const refused = await sendBytes(adminThere, location, 6 * MiB, notes.subarray(6 * MiB));
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('video_not_video');

    expect(await keysUnder('hisab/uploads/')).toEqual([]);
    expect(await multipartUploads()).toEqual([]);
    expect(await keysUnder('hisab/videos/')).toEqual(videosBefore);
    expect(await t.db.selectFrom('video_assets').select('id').where('lesson_id', '=', lessonId).execute()).toEqual([]);
    // The refusal is remembered, not the file: asked again on either server, the same refusal, never "complete".
    expect(await t.db.selectFrom('video_uploads').select(['state', 'refusal_code']).where('id', '=', idOf(location)).execute()).toEqual([{ state: 'refused', refusal_code: 'video_not_video' }]);
    for (const browser of [admin, adminThere]) {
      const head = await askOffset(browser, location);
      expect(head.status).toBe(415);
      expect(head.headers.get('hisab-upload-refused')).toBe('video_not_video');
    }

    // A small one too (one PATCH, no multipart parts before the last).
    const small = await uploadWhole(adminThere, { courseId, lessonId, filename: 'small.mp4' }, new TextEncoder().encode('not a video'));
    expect(small.status).toBe(415);
    expect(await keysUnder('hisab/uploads/')).toEqual([]);
  });

  it('gives an upload up when the admin cancels it, on either server: its parts and objects go', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const created = await createUpload(admin, { courseId, lessonId, size: lecture.byteLength });
    const location = created.headers.get('location')!;
    // A whole part (8 MiB) in a multipart upload, then 2 MiB more as `.part`.
    await sendBytes(admin, location, 0, lecture.subarray(0, 8 * MiB));
    await sendBytes(admin, location, 8 * MiB, lecture.subarray(8 * MiB, 10 * MiB));
    expect(await partSizes(location)).toEqual([8 * MiB]);
    expect(await keysUnder('hisab/uploads/')).toEqual([`hisab/uploads/${idOf(location)}.info`, `hisab/uploads/${idOf(location)}.part`]);

    const ended = await adminThere.send(location, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' } });
    expect(ended.status).toBe(204);
    expect(await keysUnder('hisab/uploads/')).toEqual([]);
    expect(await multipartUploads()).toEqual([]);
    expect((await askOffset(admin, location)).status).toBe(404);
    expect((await admin.send(location, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' } })).status).toBe(404);
  });

  it('removes an upload’s .info before its multipart upload, so no request is told a removed upload is complete; one cut short there is not found, and swept', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    const area = uploadAreaOf(t.services) as unknown as { client: { send: (command: object) => Promise<unknown> }; remove: (id: string) => Promise<void> };
    const upload = async () => {
      const location = (await createUpload(admin, { courseId, lessonId, size: lecture.byteLength })).headers.get('location')!;
      await sendBytes(admin, location, 0, lecture.subarray(0, 9 * MiB));
      return location;
    };

    // In order: the .info goes before the multipart upload is aborted.
    const location = await upload();
    const send = area.client.send.bind(area.client);
    const sent: string[] = [];
    area.client.send = async (command: object) => {
      const input = (command as { input: { Key?: string } }).input;
      sent.push(`${command.constructor.name} ${input.Key?.split('/').pop()}`);
      return await send(command);
    };
    try {
      await area.remove(`hisab/uploads/${idOf(location)}`);
    } finally {
      area.client.send = send;
    }
    const mutating = sent.filter((line) => !line.startsWith('HeadObject'));
    expect(mutating[0]).toBe(`DeleteObjectCommand ${idOf(location)}.info`);
    expect(mutating[1]).toBe(`AbortMultipartUploadCommand ${idOf(location)}`);
    expect((await askOffset(admin, location)).status).toBe(404);

    // Cut short right after the .info (the process died): not found, never complete, and its parts swept after a day.
    const cut = await upload();
    await client().send(new DeleteObjectCommand({ Bucket: bucket(), Key: `hisab/uploads/${idOf(cut)}.info` }));
    expect((await askOffset(admin, cut)).status).toBe(404);
    expect(await multipartUploads()).toEqual([`hisab/uploads/${idOf(cut)}`]);
    await sweepStaleUploads(t.services, new Date(Date.now() + UPLOAD_LIFETIME_MS + HOUR));
    expect(await multipartUploads()).toEqual([]);
    expect(await keysUnder('hisab/uploads/')).toEqual([]);
  });

  it('sweeps uploads older than a day out of the bucket, and old finish records, leaving young ones and what is not an upload; sweeping twice at once is harmless', async () => {
    const { courseId, sectionId } = await courseWithSection(t.db);
    const lessonId = await addLesson(admin, t.db, { courseId, sectionId });
    // One stopped after a whole part and a short remainder, one after a short remainder only.
    const stopped: string[] = [];
    for (const bytes of [9 * MiB, 1 * MiB]) {
      const location = (await createUpload(admin, { courseId, lessonId, size: lecture.byteLength })).headers.get('location')!;
      await sendBytes(admin, location, 0, lecture.subarray(0, bytes));
      stopped.push(location);
    }
    const stray = { Bucket: bucket(), Key: 'hisab/uploads/notes-by-hand.txt', Body: 'not an upload' };
    await client().send(new PutObjectCommand(stray));
    await t.db
      .insertInto('video_uploads')
      .values([
        { id: 'a'.repeat(32), state: 'done', size_bytes: 10, asset_id: 1, updated_at: new Date(Date.now() - UPLOAD_LIFETIME_MS - HOUR).toISOString() },
        { id: 'b'.repeat(32), state: 'finishing', size_bytes: null, asset_id: null, updated_at: new Date(Date.now() - UPLOAD_LIFETIME_MS - HOUR).toISOString() },
        { id: 'c'.repeat(32), state: 'done', size_bytes: 10, asset_id: 1, updated_at: new Date(Date.now() - HOUR).toISOString() },
      ])
      .execute();

    // Today no upload is old enough; two records are.
    expect(await sweepStaleUploads(t.services)).toEqual({ uploads: 0, records: 2 });
    // Each upload is a multipart upload from its creation on, parts or none.
    expect(await multipartUploads()).toHaveLength(2);
    expect(
      await t.db
        .selectFrom('video_uploads')
        .select('id')
        .where(
          'id',
          'in',
          ['a', 'b', 'c'].map((c) => c.repeat(32)),
        )
        .execute(),
    ).toEqual([{ id: 'c'.repeat(32) }]);

    // A day and an hour later, from both servers at once.
    const later = new Date(Date.now() + UPLOAD_LIFETIME_MS + HOUR);
    const [here, there] = await Promise.all([sweepStaleUploads(t.services, later), sweepStaleUploads(other.services, later)]);
    expect(here.uploads + there.uploads).toBeGreaterThanOrEqual(2);
    expect(await keysUnder('hisab/uploads/')).toEqual([stray.Key]);
    expect(await multipartUploads()).toEqual([]);
    for (const location of stopped) expect((await askOffset(admin, location)).status).toBe(404);
    expect(here.records + there.records).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('video_uploads').select('id').execute()).toEqual([]);
  });
});
