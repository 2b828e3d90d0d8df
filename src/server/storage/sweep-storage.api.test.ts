import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertFileRows, insertVideoFiles, VIDEO_FILES } from '../testing/file-rows';
import { databaseAndStorageKinds, useTestAppOnStorage } from '../testing/test-app-on-storage';
import type { FileStorage } from './file-storage';
import { contentKey, keepBytes, type KeptFolder } from './kept-files';
import { namedKeys } from './named-keys';
import { SWEEP_GRACE_MS, sweepStorage, type SweepOptions } from './sweep-storage';

const text = (value: string) => new TextEncoder().encode(value);
const KEPT_FOLDERS: KeptFolder[] = ['lesson-files', 'resources', 'screenshots', 'images', 'image-variants'];
/** Every folder the tests put objects in: the product's, and others in the same bucket. */
const ALL_FOLDERS = [...KEPT_FOLDERS, 'videos', 'uploads', 'other-app', 'lesson-files-archive'];

/** Every object the tests can see, by key, with its size. */
async function everything(storage: FileStorage): Promise<Map<string, number>> {
  const objects = new Map<string, number>();
  for (const folder of ALL_FOLDERS) for await (const object of storage.list(folder)) objects.set(object.key, object.size);
  return objects;
}

describe.each(databaseAndStorageKinds())('sweeping the storage (%s, %s storage)', (kind, storageKind) => {
  const t = useTestAppOnStorage(kind, storageKind);
  const sweep = (extra: SweepOptions = {}) => {
    const removed: string[] = [];
    return sweepStorage({ db: t.db, storage: t.services.storage }, { ...extra, onRemoved: ({ key, folder }) => removed.push(folder ? `${key}/` : key) }).then((report) => ({
      report,
      removed: removed.sort(),
    }));
  };
  /** Objects put before it are more than a day old to a sweep whose clock reads a day after it; those put after are not. */
  let boundary: number;
  const aDayAfterBoundary = () => new Date(boundary + SWEEP_GRACE_MS);
  const old = { unnamed: [] as string[], folders: [] as string[], keptFolders: [] as string[], outside: [] as string[] };
  const young = { unnamed: '', folder: '' };
  let before: Map<string, number>;

  beforeAll(async () => {
    const { db, storage } = t.services;
    await insertFileRows({ db, storage });
    // Videos whose rows stay, whatever their state: their folders are kept whole.
    for (const state of ['cancelled', 'failed', 'queued'] as const) old.keptFolders.push((await insertVideoFiles({ db, storage }, { state })).folder);
    // A video whose asset was deleted, and one whose row was never written.
    const deleted = await insertVideoFiles({ db, storage });
    await db.deleteFrom('video_captions').where('asset_id', '=', deleted.assetId!).execute();
    await db.deleteFrom('video_assets').where('id', '=', deleted.assetId!).execute();
    old.folders.push(deleted.folder, (await insertVideoFiles({ db, storage }, { row: false })).folder);
    // A file replaced in its row: the old one is named no more.
    const resource = await db.selectFrom('resources').select(['id', 'storage_key']).where('storage_key', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const replacement = await keepBytes(storage, 'resources', text(`%PDF- a new version ${randomUUID()}`), 'application/pdf');
    await db.updateTable('resources').set({ storage_key: replacement }).where('id', '=', resource.id).execute();
    const stillNamed = await db.selectFrom('resources').select('id').where('storage_key', '=', resource.storage_key!).executeTakeFirst();
    if (!stillNamed) old.unnamed.push(resource.storage_key!);
    // Files whose rows went, one in each folder.
    for (const folder of KEPT_FOLDERS) old.unnamed.push(await keepBytes(storage, folder, text(`left behind in ${folder} ${randomUUID()}`)));
    // Not the product's: resumable uploads, another application, a neighbouring folder, names the product never gives.
    old.outside.push(
      `uploads/${randomUUID().replaceAll('-', '')}`,
      `uploads/${randomUUID().replaceAll('-', '')}.info`,
      'other-app/report.csv',
      contentKey('lesson-files', text('archived')).replace('lesson-files/', 'lesson-files-archive/'),
      'videos/readme.txt',
      'images/logo.png',
      `lesson-files/${'a'.repeat(64)}/nested`,
    );
    for (const key of old.outside) await storage.put(key, text(key));

    boundary = Date.now();
    // S3 keeps an object's time to the second: what follows is put over a second after the boundary.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    young.unnamed = await keepBytes(storage, 'lesson-files', text(`%PDF- uploaded, its row still being written ${randomUUID()}`));
    young.folder = (await insertVideoFiles({ db, storage }, { row: false })).folder;
    before = await everything(storage);
  });

  it('removes nothing put within the last day (the real clock)', async () => {
    const { report, removed } = await sweep();
    expect(removed).toEqual([]);
    expect(report.removed).toEqual({ objects: 0, bytes: 0, videoFolders: 0 });
    expect(report.kept.young).toBeGreaterThan(0);
    expect(await everything(t.services.storage)).toEqual(before);
  });

  it('lists in a dry run what it would remove, and removes nothing', async () => {
    const { report, removed } = await sweep({ now: aDayAfterBoundary(), dryRun: true });
    expect(removed).toEqual([...old.unnamed, ...old.folders.map((folder) => `${folder}/`)].sort());
    expect(report).toMatchObject({ dryRun: true, skipped: null, removed: { objects: old.unnamed.length + old.folders.length * VIDEO_FILES.length, videoFolders: 2 } });
    expect(await everything(t.services.storage)).toEqual(before);
  });

  it('removes what no row names and nobody put for a day, and nothing else', async () => {
    const { report, removed } = await sweep({ now: aDayAfterBoundary() });
    expect(removed).toEqual([...old.unnamed, ...old.folders.map((folder) => `${folder}/`)].sort());
    const after = await everything(t.services.storage);
    const gone = [...before.keys()].filter((key) => !after.has(key));
    const expected = [...old.unnamed, ...old.folders.flatMap((folder) => VIDEO_FILES.map((file) => `${folder}/${file}`))];
    expect(gone.sort()).toEqual(expected.sort());
    expect(report.removed).toEqual({ objects: expected.length, bytes: expected.reduce((sum, key) => sum + before.get(key)!, 0), videoFolders: 2 });
    expect([...after.keys()].filter((key) => !before.has(key))).toEqual([]);

    // Kept: every object a row names, whole video folders of live, cancelled, failed and queued assets, the young, and all not the product's.
    for (const key of await namedKeys(t.db)) {
      if (key.endsWith('/hls'))
        expect(
          [...after.keys()].some((object) => object.startsWith(`${key}/`)),
          key,
        ).toBe(true);
      else expect(after.has(key), key).toBe(true);
    }
    for (const folder of [...old.keptFolders, young.folder]) for (const file of VIDEO_FILES) expect(after.has(`${folder}/${file}`), `${folder}/${file}`).toBe(true);
    for (const key of [young.unnamed, ...old.outside]) expect(after.has(key), key).toBe(true);
  });

  it('removes nothing more when run again, or twice at once', async () => {
    const kept = await everything(t.services.storage);
    const runs = [await sweep({ now: aDayAfterBoundary() }), ...(await Promise.all([sweep({ now: aDayAfterBoundary() }), sweep({ now: aDayAfterBoundary() })]))];
    for (const { removed } of runs) expect(removed).toEqual([]);
    expect(await everything(t.services.storage)).toEqual(kept);
  });

  it('stands aside, removing nothing, while the database has a migration this release does not know', async () => {
    await t.db
      .insertInto('kysely_migration' as never)
      .values({ name: '9999-from-a-newer-release', timestamp: new Date().toISOString() } as never)
      .execute();
    try {
      const { report, removed } = await sweep({ now: new Date(Date.now() + 2 * SWEEP_GRACE_MS) });
      expect(report.skipped).toContain('9999-from-a-newer-release');
      expect(removed).toEqual([]);
    } finally {
      await t.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '9999-from-a-newer-release' as never)
        .execute();
    }
  });

  it('takes the young ones too once a day has passed for them', async () => {
    const { removed } = await sweep({ now: new Date(Date.now() + SWEEP_GRACE_MS + 5_000) });
    expect(removed).toEqual([young.unnamed, `${young.folder}/`].sort());
  });
});
