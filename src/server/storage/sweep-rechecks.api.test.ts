import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertVideoAssetRow, insertVideoFiles } from '../testing/file-rows';
import { databaseAndStorageKinds, useTestAppOnStorage } from '../testing/test-app-on-storage';
import type { FileStorage } from './file-storage';
import { keepBytes } from './kept-files';
import { SWEEP_GRACE_MS, sweepStorage, type SweepOptions } from './sweep-storage';

const text = (value: string) => new TextEncoder().encode(value);
/** The storage, but when list() has given every object of `folder` it runs `meanwhile` once: what happens between the listing and the deletes. */
function listingThen(inner: FileStorage, folder: string, meanwhile: () => Promise<void>): FileStorage {
  let done = false;
  return new Proxy(inner, {
    get(target, property) {
      if (property === 'list')
        return async function* (prefix: string) {
          yield* target.list(prefix);
          if (prefix === folder && !done) {
            done = true;
            await meanwhile();
          }
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe.each(databaseAndStorageKinds())('the storage sweep asks again before it deletes (%s, %s storage)', (kind, storageKind) => {
  const t = useTestAppOnStorage(kind, storageKind, { seed: false });
  const sweep = (storage: FileStorage, extra: SweepOptions = {}) => {
    const removed: string[] = [];
    return sweepStorage({ db: t.db, storage }, { now: new Date(boundary + SWEEP_GRACE_MS), ...extra, onRemoved: ({ key, folder }) => removed.push(folder ? `${key}/` : key) }).then((report) => ({
      report,
      removed: removed.sort(),
    }));
  };
  /** Objects put before it are old to a sweep whose clock reads a day after it. */
  let boundary: number;
  const old = { renamed: '', reput: '', unnamed: '', folder: '', otherFolder: '' };

  beforeAll(async () => {
    const { db, storage } = t.services;
    old.renamed = await keepBytes(storage, 'images', text(`an image unused for a day ${randomUUID()}`));
    old.reput = await keepBytes(storage, 'resources', text(`%PDF- put again while the sweep lists ${randomUUID()}`));
    old.unnamed = await keepBytes(storage, 'screenshots', text(`a screenshot nobody names ${randomUUID()}`));
    old.folder = (await insertVideoFiles({ db, storage }, { row: false })).folder;
    old.otherFolder = (await insertVideoFiles({ db, storage }, { row: false })).folder;
    boundary = Date.now();
    // S3 keeps an object's time to the second: what is put again is put over a second after the boundary.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  });

  it('keeps a file a row names once the sweep has read the rows, and one put again meanwhile, and deletes the rest', async () => {
    const { db, storage } = t.services;
    // An admin uploads an image again while the sweep lists: the object was there, the row is written now.
    const renamed = listingThen(storage, 'images', async () => {
      await db
        .insertInto('media')
        .values({ hash: old.renamed.slice('images/'.length), mime: 'image/png', width: 1, height: 1, size_bytes: 1, original: new Uint8Array(), original_key: old.renamed, created_by: null })
        .execute();
    });
    const reput = listingThen(renamed, 'resources', async () => {
      await storage.put(old.reput, (await storage.read(old.reput))!);
    });
    const namedFolder = listingThen(reput, 'videos', async () => {
      await insertVideoAssetRow(db, old.folder, 'queued');
    });
    const { report, removed } = await sweep(namedFolder);
    expect(removed).toEqual([old.unnamed, `${old.otherFolder}/`].sort());
    expect(report.kept).toMatchObject({ named: expect.any(Number), young: 1 });
    expect(await storage.stat(old.renamed)).not.toBeNull();
    expect(await storage.stat(old.reput)).not.toBeNull();
    expect(await storage.stat(`${old.folder}/source.mp4`)).not.toBeNull();
    expect(await storage.stat(old.unnamed)).toBeNull();
  });
});
