import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FileStorage, ListedObject, StoredObject } from './file-storage';

const text = (value: string) => new TextEncoder().encode(value);

async function bytesOf(object: StoredObject | null): Promise<Uint8Array> {
  if (!object) throw new Error('no object');
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** Bytes that differ at every position modulo a prime, so a part put in the wrong place or twice shows. */
function patterned(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + (i >> 13)) % 251;
  return bytes;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function listed(storage: FileStorage, prefix: string): Promise<ListedObject[]> {
  const objects: ListedObject[] = [];
  for await (const object of storage.list(prefix)) objects.push(object);
  return objects.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** S3 keeps an object's time to the second: times within this of the clock's count as now. */
const CLOCK_SLACK_MS = 5_000;

/**
 * What every driver must do, the same way: the suite is registered once per
 * driver (storage-drivers.test.ts) inside a describe block. `open` gives a
 * driver over an empty place; `bigFileBytes` is large enough that the driver
 * sends it in several parts.
 */
export function storageContract(open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }>, { bigFileBytes }: { bigFileBytes: number }) {
  let storage: FileStorage;
  let close: () => Promise<void>;
  let scratch: string;
  beforeAll(async () => {
    ({ storage, close } = await open());
    scratch = await mkdtemp(path.join(os.tmpdir(), 'hisab-storage-contract-'));
  });
  afterAll(async () => {
    await close?.();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('keeps bytes put and reads them back whole, with their size', async () => {
    await storage.put('notes/a.txt', text('hello, storage'));
    expect(await storage.size('notes/a.txt')).toBe(14);
    expect(new TextDecoder().decode((await storage.read('notes/a.txt'))!)).toBe('hello, storage');
    const whole = await storage.get('notes/a.txt');
    expect(whole?.size).toBe(14);
    expect(whole?.range).toBeUndefined();
    expect(new TextDecoder().decode(await bytesOf(whole))).toBe('hello, storage');
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('notes/replaced.txt', text('first version, longer'));
    await storage.put('notes/replaced.txt', text('second'));
    expect(new TextDecoder().decode((await storage.read('notes/replaced.txt'))!)).toBe('second');
    expect(await storage.size('notes/replaced.txt')).toBe(6);
  });

  it('takes a stream and an empty object', async () => {
    await storage.put('streams/s.txt', Readable.from([Buffer.from('one '), Buffer.from('two '), Buffer.from('three')]), { contentType: 'text/plain' });
    expect(new TextDecoder().decode((await storage.read('streams/s.txt'))!)).toBe('one two three');
    await storage.put('streams/empty.bin', new Uint8Array());
    expect(await storage.size('streams/empty.bin')).toBe(0);
    expect((await storage.read('streams/empty.bin'))!.byteLength).toBe(0);
  });

  it('serves byte ranges, clipped to the object', async () => {
    await storage.put('ranges/digits.txt', text('0123456789'));
    const middle = await storage.get('ranges/digits.txt', { start: 2, end: 4 });
    expect(middle?.size).toBe(10);
    expect(middle?.range).toEqual({ start: 2, end: 4 });
    expect(new TextDecoder().decode(await bytesOf(middle))).toBe('234');
    const tail = await storage.get('ranges/digits.txt', { start: 7, end: 500 });
    expect(tail?.range).toEqual({ start: 7, end: 9 });
    expect(new TextDecoder().decode(await bytesOf(tail))).toBe('789');
    const first = await storage.get('ranges/digits.txt', { start: 0, end: 0 });
    expect(new TextDecoder().decode(await bytesOf(first))).toBe('0');
    const past = await storage.get('ranges/digits.txt', { start: 10, end: 20 });
    expect(past?.size).toBe(10);
    expect((await bytesOf(past)).byteLength).toBe(0);
  });

  it('answers null for keys with no object, and deleting one is no error', async () => {
    expect(await storage.get('missing/none.txt')).toBeNull();
    expect(await storage.get('missing/none.txt', { start: 0, end: 5 })).toBeNull();
    expect(await storage.read('missing/none.txt')).toBeNull();
    expect(await storage.size('missing/none.txt')).toBeNull();
    await storage.delete('missing/none.txt');
    await storage.deletePrefix('missing/folder');
    await expect(storage.localCopy('missing/none.txt')).rejects.toThrow(/No stored object/);
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of ['', '/etc/passwd', '../outside', 'a/../../b', 'a//b', 'a/./b', 'folder/', 'back\\slash', 'nul\0byte']) {
      await expect(storage.put(key, text('x')), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.size(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
    await expect(storage.deletePrefix('../outside')).rejects.toThrow(/Invalid storage key/);
  });

  it('deletes one object, and a folder without touching its neighbours', async () => {
    await storage.put('gone/one.txt', text('1'));
    await storage.delete('gone/one.txt');
    expect(await storage.size('gone/one.txt')).toBeNull();

    await storage.put('videos/1/source.mp4', text('source'));
    await storage.put('videos/1/hls/master.m3u8', text('#EXTM3U'));
    await storage.put('videos/1/hls/720p/index.m3u8', text('#EXTM3U'));
    await storage.put('videos/12/source.mp4', text('another video'));
    await storage.put('videos/1.txt', text('a file beside the folder'));
    await storage.deletePrefix('videos/1');
    expect(await storage.size('videos/1/source.mp4')).toBeNull();
    expect(await storage.size('videos/1/hls/master.m3u8')).toBeNull();
    expect(await storage.size('videos/1/hls/720p/index.m3u8')).toBeNull();
    expect(await storage.size('videos/12/source.mp4')).toBe(13);
    expect(await storage.size('videos/1.txt')).toBe(24);
  });

  it('empties a folder of more objects than one listing page holds', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `many/${String(i).padStart(4, '0')}.ts`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, text(key))));
    const found = await listed(storage, 'many');
    expect(found.map((object) => object.key)).toEqual(keys);
    await storage.deletePrefix('many/');
    for (const key of [keys[0]!, keys[999]!, keys[1000]!, keys[1004]!]) expect(await storage.size(key)).toBeNull();
    expect(await listed(storage, 'many')).toEqual([]);
  }, 60_000);

  it('lists every object in a folder at any depth, with its size and time, and nothing beside it', async () => {
    const before = Date.now();
    await storage.put('listed/a.txt', text('a'));
    await storage.put('listed/deeper/b.txt', text('bee'));
    await storage.put('listed/deeper/still/c.txt', text('sea!'));
    await storage.put('listed-not/x.txt', text('x'));
    await storage.put('listed.txt', text('a file beside the folder'));
    const objects = await listed(storage, 'listed');
    expect(objects.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'listed/a.txt', size: 1 },
      { key: 'listed/deeper/b.txt', size: 3 },
      { key: 'listed/deeper/still/c.txt', size: 4 },
    ]);
    for (const object of objects) {
      expect(object.modifiedAt).toBeInstanceOf(Date);
      expect(object.modifiedAt.getTime()).toBeGreaterThan(before - CLOCK_SLACK_MS);
      expect(object.modifiedAt.getTime()).toBeLessThan(Date.now() + CLOCK_SLACK_MS);
    }
    expect((await listed(storage, 'listed/deeper/')).map((object) => object.key)).toEqual(['listed/deeper/b.txt', 'listed/deeper/still/c.txt']);
    // No folder, and an object (which is not a folder): nothing.
    expect(await listed(storage, 'listed/none')).toEqual([]);
    expect(await listed(storage, 'listed/a.txt')).toEqual([]);
    await expect(listed(storage, '../outside')).rejects.toThrow(/Invalid storage key/);
  });

  it('renews an object’s time when the same bytes are put again, from bytes or from a file however old', async () => {
    const file = path.join(scratch, 'old-notes.pdf');
    await writeFile(file, text('%PDF- kept on disk for days'));
    const daysAgo = new Date(Date.now() - 3 * 24 * 3600_000);
    await utimes(file, daysAgo, daysAgo);
    const before = Date.now();
    await storage.put('renewed/bytes.pdf', text('%PDF- the same bytes'));
    await storage.putFile('renewed/file.pdf', file);
    const first = await listed(storage, 'renewed');
    // A file put is as new as the put, not as old as the file it came from.
    for (const object of first) expect(object.modifiedAt.getTime()).toBeGreaterThan(before - CLOCK_SLACK_MS);
    // S3 keeps times to the second: wait past one before putting again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await storage.put('renewed/bytes.pdf', text('%PDF- the same bytes'));
    await storage.putFile('renewed/file.pdf', file);
    const second = await listed(storage, 'renewed');
    expect(second.map((object) => object.key)).toEqual(['renewed/bytes.pdf', 'renewed/file.pdf']);
    for (const [i, object] of second.entries()) expect(object.modifiedAt.getTime(), object.key).toBeGreaterThan(first[i]!.modifiedAt.getTime());
    // stat() tells what list() does, for one key (the sweep asks it just before deleting).
    for (const object of second) expect(await storage.stat(object.key)).toEqual({ size: object.size, modifiedAt: object.modifiedAt });
    expect(await storage.stat('renewed/none.pdf')).toBeNull();
    expect(await storage.stat('renewed')).toBeNull();
  });

  it('stores a large file from disk, in parts, byte-identical', async () => {
    const bytes = patterned(bigFileBytes);
    const file = path.join(scratch, 'lecture.mp4');
    await writeFile(file, bytes);
    await storage.putFile('videos/big/source.mp4', file, { contentType: 'video/mp4' });
    expect(await storage.size('videos/big/source.mp4')).toBe(bigFileBytes);
    expect(sha256((await storage.read('videos/big/source.mp4'))!)).toBe(sha256(bytes));
    const across = await storage.get('videos/big/source.mp4', { start: 5 * 1024 * 1024 - 3, end: 5 * 1024 * 1024 + 2 });
    expect(Array.from(await bytesOf(across))).toEqual(Array.from(bytes.subarray(5 * 1024 * 1024 - 3, 5 * 1024 * 1024 + 3)));
    await storage.put('videos/big/streamed.mp4', Readable.from([bytes.subarray(0, 3_000_000), bytes.subarray(3_000_000)]));
    expect(sha256((await storage.read('videos/big/streamed.mp4'))!)).toBe(sha256(bytes));
  }, 60_000);

  it('hands out a local copy of an object, released when done', async () => {
    await storage.put('copies/clip.mp4', text('not really a video'));
    const copy = await storage.localCopy('copies/clip.mp4');
    expect(await readFile(copy.path, 'utf8')).toBe('not really a video');
    await copy.release();
    // The local disk hands out the file itself (kept); S3 a temporary copy (removed).
    const left = await stat(copy.path).catch(() => null);
    if (storage.kind === 's3') expect(left).toBeNull();
    else expect(await storage.size('copies/clip.mp4')).toBe(18);
  });
}
