import { afterAll, beforeAll } from 'vitest';
import { startLocalS3Server, type LocalS3Server } from './local-s3-server';
import { useTestApp, type TestAppOptions } from './test-app';
import { testDatabaseKinds, type DatabaseKind } from './test-database';

export type StorageKind = 'local' | 's3';

/** Every database kind with every storage driver, for describe.each: [database, storage]. */
export function databaseAndStorageKinds(): (readonly [DatabaseKind, StorageKind])[] {
  return testDatabaseKinds().flatMap((kind) => (['local', 's3'] as const).map((storage) => [kind, storage] as const));
}

/**
 * The in-process app on one database, its files on the local disk or in a
 * bucket of the local S3-compatible server started for the suite.
 */
export function useTestAppOnStorage(kind: DatabaseKind, storageKind: StorageKind, options: TestAppOptions = {}) {
  const appOptions: TestAppOptions = { ...options };
  let s3: LocalS3Server | undefined;
  if (storageKind === 's3') {
    // Registered before the app's own hooks, so the app is built on this bucket.
    beforeAll(async () => {
      s3 = await startLocalS3Server();
      appOptions.storage = s3.storage({ prefix: 'hisab' });
    });
    afterAll(async () => {
      await s3?.close();
    });
  }
  return useTestApp(kind, appOptions);
}
