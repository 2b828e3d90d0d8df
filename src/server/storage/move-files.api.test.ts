import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { insertOrder } from '../testing/order-factory';
import { databaseAndStorageKinds, useTestAppOnStorage } from '../testing/test-app-on-storage';
import type { ByteRange, FileStorage, PutOptions, StoredObject } from './file-storage';
import { contentKey } from './kept-files';
import { FILE_SOURCES, movedCount, moveFilesToStorage, type MoveReport } from './move-files';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A storage that works like the one it wraps, except as told: a put that fails after some, or work done just before a put (a writer racing the move). */
class InterruptedStorage implements FileStorage {
  readonly kind: 'local' | 's3';
  puts = 0;
  constructor(
    private readonly inner: FileStorage,
    private readonly beforePut: (key: string, count: number) => Promise<void>,
  ) {
    this.kind = inner.kind;
  }
  async put(key: string, body: Uint8Array | Readable, options?: PutOptions): Promise<void> {
    this.puts += 1;
    await this.beforePut(key, this.puts);
    return this.inner.put(key, body, options);
  }
  putFile(key: string, filePath: string, options?: PutOptions) {
    return this.inner.putFile(key, filePath, options);
  }
  get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    return this.inner.get(key, range);
  }
  read(key: string) {
    return this.inner.read(key);
  }
  size(key: string) {
    return this.inner.size(key);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
  deletePrefix(prefix: string) {
    return this.inner.deletePrefix(prefix);
  }
  stat(key: string) {
    return this.inner.stat(key);
  }
  list(prefix: string) {
    return this.inner.list(prefix);
  }
  localCopy(key: string) {
    return this.inner.localCopy(key);
  }
}

type Snapshot = Map<string, { table: string; id: Record<string, unknown>; sha: string; bytes: number }>;

/** Every file held in a row now (its bytes' hash), by table and row. */
async function filesInRows(db: Db): Promise<Snapshot> {
  const files: Snapshot = new Map();
  for (const source of FILE_SOURCES) {
    const rows = (await db
      .selectFrom(source.table)
      .select([...source.id, source.bytes] as never)
      .execute()) as unknown as Record<string, Uint8Array | null>[];
    for (const row of rows) {
      const bytes = row[source.bytes];
      if (!bytes || bytes.byteLength === 0) continue;
      const id = Object.fromEntries(source.id.map((column) => [column, row[column]]));
      files.set(`${source.table}:${JSON.stringify(id)}`, { table: source.table, id, sha: sha256(new Uint8Array(bytes)), bytes: bytes.byteLength });
    }
  }
  return files;
}

/** What a row holds now: its key and whether its byte column is emptied (NULL or no bytes). */
async function rowState(db: Db, table: string, id: Record<string, unknown>) {
  const source = FILE_SOURCES.find((s) => s.table === table)!;
  let query = db.selectFrom(source.table).select([source.key, source.bytes] as never);
  for (const [column, value] of Object.entries(id)) query = query.where(column as never, '=', value as never);
  const row = (await query.executeTakeFirstOrThrow()) as unknown as Record<string, unknown>;
  const bytes = row[source.bytes] as Uint8Array | null;
  return { key: row[source.key] as string | null, bytes: bytes && bytes.byteLength > 0 ? new Uint8Array(bytes) : null, nullable: source.emptied === 'null', raw: bytes };
}

const pngOf = async (width: number, height: number, seed: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } })
      .png()
      .toBuffer(),
  );

describe.each(databaseAndStorageKinds())('moving files out of the database (%s, %s storage)', (kind, storageKind) => {
  const t = useTestAppOnStorage(kind, storageKind);
  let before: Snapshot;
  const extra = {} as { screenshot: Uint8Array; reference: string; hash: string; variant: Uint8Array; lessonFile: Uint8Array };

  beforeAll(async () => {
    // Files as the product kept them before the storage layer, beside the seeded PDFs and resources.
    const { id: studentId } = await signedInAs(t.request, t.services.auth, 'student');
    const course = await t.db.selectFrom('courses').select('id').where('status', '=', 'published').where('price_paisa', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    extra.screenshot = await pngOf(40, 30, 1);
    extra.reference = (await insertOrder(t.db, { userId: studentId, courseIds: [course.id], screenshot: { content: extra.screenshot, type: 'image/png' } })).reference;
    // The same screenshot sent for a second order: two rows, one object.
    await insertOrder(t.db, { userId: studentId, courseIds: [course.id], screenshot: { content: extra.screenshot, type: 'image/png' } });
    const original = await pngOf(320, 200, 2);
    extra.hash = sha256(original);
    const media = await t.db
      .insertInto('media')
      .values({ hash: extra.hash, mime: 'image/png', width: 320, height: 200, size_bytes: original.byteLength, original, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    extra.variant = new Uint8Array(
      await sharp(await pngOf(16, 16, 3))
        .webp()
        .toBuffer(),
    );
    await t.db.insertInto('media_variants').values({ media_id: media.id, preset: 'w800', format: 'webp', content: extra.variant }).execute();
    const lesson = await t.db.selectFrom('lessons').select('id').orderBy('id').executeTakeFirstOrThrow();
    extra.lessonFile = new TextEncoder().encode('%PDF-1.4\n% an uploaded lesson file\n%%EOF\n');
    await t.db.insertInto('lesson_files').values({ lesson_id: lesson.id, file_name: 'notes.pdf', size_bytes: extra.lessonFile.byteLength, content: extra.lessonFile, created_by: null }).execute();
    before = await filesInRows(t.db);
  });

  it('loses nothing when a move is cut off, and the next run finishes it', async () => {
    expect(new Set([...before.values()].map((file) => file.table))).toEqual(new Set(FILE_SOURCES.map((source) => source.table)));
    const failing = new InterruptedStorage(t.services.storage, async (_key, count) => {
      if (count > 7) throw new Error('the storage went away');
    });
    await expect(moveFilesToStorage({ db: t.db, storage: failing }, { batchSize: 3 })).rejects.toThrow('the storage went away');

    // Every row is either as it was or wholly moved, with its object in place.
    let moved = 0;
    for (const file of before.values()) {
      const state = await rowState(t.db, file.table, file.id);
      if (state.key === null) {
        expect(sha256(state.bytes!), file.table).toBe(file.sha);
      } else {
        moved += 1;
        expect(state.bytes, file.table).toBeNull();
        expect(sha256((await t.services.storage.read(state.key))!)).toBe(file.sha);
      }
    }
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(7);

    const rest = await moveFilesToStorage({ db: t.db, storage: t.services.storage });
    expect(movedCount(rest)).toBe(before.size - moved);
  });

  it('moves every stored file: each row names its object, holds no bytes, and the object is byte-identical', async () => {
    for (const [name, file] of before) {
      const state = await rowState(t.db, file.table, file.id);
      expect(state.key, name).not.toBeNull();
      expect(state.key!.startsWith(`${FILE_SOURCES.find((s) => s.table === file.table)!.folder}/`)).toBe(true);
      // Emptied: NULL where the column allows it, no bytes where it does not.
      if (state.nullable) expect(state.raw, name).toBeNull();
      else expect(state.raw?.byteLength, name).toBe(0);
      const stored = (await t.services.storage.read(state.key!))!;
      expect(stored.byteLength, name).toBe(file.bytes);
      expect(sha256(stored), name).toBe(file.sha);
    }
    // Content-addressed: the same screenshot on two orders is one object.
    const keys = await t.db.selectFrom('orders').select('screenshot_key').where('screenshot_key', 'is not', null).execute();
    expect(new Set(keys.map((k) => k.screenshot_key))).toEqual(new Set([contentKey('screenshots', extra.screenshot)]));
  });

  it('serves every moved file through its route, byte-identical, with ranges', async () => {
    // Lesson PDFs, to an enrolled student.
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const lessons = await t.db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.id', 'lessons.course_id', 'courses.slug'])
      .where('lessons.file_key', 'is not', null)
      .where('lessons.published', '=', 1)
      .where('lessons.deleted_at', 'is', null)
      .where('courses.status', '=', 'published')
      .orderBy('lessons.id')
      .execute();
    expect(lessons.length).toBeGreaterThan(0);
    const courses = new Set<number>();
    for (const lesson of lessons.slice(0, 12)) {
      if (!courses.has(lesson.course_id)) {
        courses.add(lesson.course_id);
        await t.db.transaction().execute((trx) => grantEnrollment(trx, { userId: student.id, courseId: lesson.course_id, source: 'manual', orderId: null, now: new Date() }));
      }
      const res = await student.browser.call(`/api/player/${lesson.slug}/lessons/${lesson.id}/file`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const body = new Uint8Array(await res.arrayBuffer());
      expect(sha256(body)).toBe(before.get(`lessons:${JSON.stringify({ id: lesson.id })}`)!.sha);
      expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    }
    const one = lessons[0]!;
    const part = await student.browser.call(`/api/player/${one.slug}/lessons/${one.id}/file`, { headers: { Range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('%PDF-');

    // Resources, to a visitor.
    const visitor = new Browser(t.request);
    const resources = await t.db.selectFrom('resources').select(['id', 'slug']).where('access', '=', 'public').execute();
    for (const resource of resources) {
      const res = await visitor.call(`/api/resources/${resource.slug}/download`);
      expect(res.status, resource.slug).toBe(200);
      expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(before.get(`resources:${JSON.stringify({ id: resource.id })}`)!.sha);
    }

    // The payment screenshot, to an admin.
    const { browser: admin } = await signedInAs(t.request, t.services.auth, 'admin');
    const shot = await admin.call(`/api/admin/orders/${extra.reference}/screenshot`);
    expect(shot.status).toBe(200);
    expect(shot.headers.get('content-type')).toBe('image/png');
    expect(sha256(new Uint8Array(await shot.arrayBuffer()))).toBe(sha256(extra.screenshot));

    // Images: the kept copy as it was, and a new copy made from the moved original.
    const kept = await visitor.call(`/api/media/${extra.hash}/w800.webp`);
    expect(kept.status).toBe(200);
    expect(sha256(new Uint8Array(await kept.arrayBuffer()))).toBe(sha256(extra.variant));
    const fresh = await visitor.call(`/api/media/${extra.hash}/portrait.webp`);
    expect(fresh.status).toBe(200);
    expect((await sharp(new Uint8Array(await fresh.arrayBuffer())).metadata()).width).toBe(400);
    const made = await t.db.selectFrom('media_variants').select(['storage_key', 'content']).where('preset', '=', 'portrait').executeTakeFirstOrThrow();
    expect(made.storage_key).toMatch(/^image-variants\/[0-9a-f]{64}$/);
    expect(made.content.byteLength).toBe(0);
  });

  it('moves nothing on a second run', async () => {
    const again = await moveFilesToStorage({ db: t.db, storage: t.services.storage });
    expect(again).toEqual(Object.fromEntries(FILE_SOURCES.map((source) => [source.table, 0])) as MoveReport);
  });

  it('moves each row once when twenty moves run at once', async () => {
    const { id: studentId } = await signedInAs(t.request, t.services.auth, 'student');
    const course = await t.db.selectFrom('courses').select('id').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const shots = await Promise.all(Array.from({ length: 6 }, (_, i) => pngOf(20 + i, 20, 40 + i)));
    const orders = [];
    for (const shot of shots) orders.push(await insertOrder(t.db, { userId: studentId, courseIds: [course.id], screenshot: { content: shot, type: 'image/png' } }));
    const reports = await Promise.all(Array.from({ length: 20 }, () => moveFilesToStorage({ db: t.db, storage: t.services.storage })));
    expect(reports.reduce((sum, report) => sum + movedCount(report), 0)).toBe(shots.length);
    for (const [i, order] of orders.entries()) {
      const row = await t.db.selectFrom('orders').select(['screenshot_key', 'screenshot']).where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ screenshot_key: contentKey('screenshots', shots[i]!), screenshot: null });
      expect(sha256((await t.services.storage.read(row.screenshot_key!))!)).toBe(sha256(shots[i]!));
    }
  });

  it('never names the old file in a row whose file was replaced while it moved; the next run moves the new one', async () => {
    const resource = await t.db.selectFrom('resources').select(['id', 'size_bytes']).orderBy('id').executeTakeFirstOrThrow();
    const old = new TextEncoder().encode('%PDF-1.4\n% the file as it was\n%%EOF\n');
    const replacement = new TextEncoder().encode('%PDF-1.4\n% the file a server replaced it with meanwhile\n%%EOF\n');
    await t.db.updateTable('resources').set({ content: old, storage_key: null }).where('id', '=', resource.id).execute();
    // A server from before the storage layer writes new bytes into the row while the old ones go up.
    const racing = new InterruptedStorage(t.services.storage, async (key) => {
      if (key === contentKey('resources', old)) await t.db.updateTable('resources').set({ content: replacement }).where('id', '=', resource.id).execute();
    });
    const first = await moveFilesToStorage({ db: t.db, storage: racing });
    expect(first.resources).toBe(0);
    const kept = await t.db.selectFrom('resources').select(['storage_key', 'content']).where('id', '=', resource.id).executeTakeFirstOrThrow();
    expect(kept.storage_key).toBeNull();
    expect(sha256(new Uint8Array(kept.content))).toBe(sha256(replacement));
    const second = await moveFilesToStorage({ db: t.db, storage: t.services.storage });
    expect(second.resources).toBe(1);
    const moved = await t.db.selectFrom('resources').select('storage_key').where('id', '=', resource.id).executeTakeFirstOrThrow();
    expect(moved.storage_key).toBe(contentKey('resources', replacement));
  });
});
