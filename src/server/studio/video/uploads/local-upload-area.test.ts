import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalUploadArea } from './local-upload-area';
import { UPLOAD_LIFETIME_MS } from './upload-area';

const HOUR = 60 * 60 * 1000;

describe('sweeping the local uploads folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hisab-sweep-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const now = new Date('2026-11-27T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const sweep = (folder = dir) => new LocalUploadArea(folder, UPLOAD_LIFETIME_MS).sweep(ago(UPLOAD_LIFETIME_MS));
  async function file(name: string, { content = 'x', touched = now }: { content?: string; touched?: Date } = {}) {
    await writeFile(path.join(dir, name), content);
    await utimes(path.join(dir, name), touched, touched);
  }
  const upload = (id: string, created: Date, touched = created) =>
    Promise.all([file(id, { touched }), file(`${id}.json`, { content: JSON.stringify({ id, size: 100, creation_date: created.toISOString() }), touched: created })]);

  it('removes uploads created over a day ago and files untouched for a day, and keeps the rest', async () => {
    const id = (n: number) => String(n).repeat(32);
    await upload(id(1), ago(UPLOAD_LIFETIME_MS + HOUR), ago(HOUR)); // created 25 h ago, written an hour ago: tus refuses it already
    await upload(id(2), ago(UPLOAD_LIFETIME_MS - HOUR)); // 23 h old, still going
    // Earlier releases kept finish records here; they are in the database now, and these go with the folder's sweep.
    await file(`${id(3)}.done`, { content: '{"size":100,"assetId":7}', touched: ago(UPLOAD_LIFETIME_MS + HOUR) });
    await file(`${id(4)}.done`, { content: '{"size":100,"assetId":8}', touched: ago(HOUR) });
    await file(id(5), { touched: ago(2 * UPLOAD_LIFETIME_MS) }); // bytes whose record is gone
    await file(`${id(6)}.finishing`, { touched: ago(UPLOAD_LIFETIME_MS + HOUR) }); // an earlier release's claim, left by a crash
    await file(`${id(7)}.json`, { content: 'not json', touched: ago(UPLOAD_LIFETIME_MS + HOUR) });

    expect(await sweep()).toBe(5);
    expect((await readdir(dir)).sort()).toEqual([id(2), `${id(2)}.json`, `${id(4)}.done`]);
    expect(await sweep()).toBe(0);
  });

  it('is content with a folder that was never made', async () => {
    expect(await sweep(path.join(dir, 'missing'))).toBe(0);
  });
});
