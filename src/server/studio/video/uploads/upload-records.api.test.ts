import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../../../testing/test-database';
import { claimFinishing, finishedUpload, markFinished, releaseFinishing, sweepUploadRecords } from './upload-records';

const newId = () => randomBytes(16).toString('hex');

describe.each(testDatabaseKinds())('the finish records of uploads (%s)', (kind) => {
  it('lets exactly one of 20 concurrent claims finish an upload, and none once it is done; a released claim may be taken again', async () => {
    const database = await createTestDatabase(kind);
    const db = database.db;
    try {
      const id = newId();
      const claims = await Promise.all(Array.from({ length: 20 }, () => claimFinishing(db, id)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await finishedUpload(db, id)).toBeNull();

      // Refused: the claim goes, and the same id may be claimed again (by one of 20 again).
      await releaseFinishing(db, id);
      expect((await Promise.all(Array.from({ length: 20 }, () => claimFinishing(db, id)))).filter(Boolean)).toHaveLength(1);

      // Done: 4 GB is past 2^31 and kept exactly; no claim is won any more, and releasing leaves the record.
      await markFinished(db, id, { size: 4 * 1024 ** 3, assetId: 42 });
      expect(await finishedUpload(db, id)).toEqual({ size: 4 * 1024 ** 3, assetId: 42 });
      expect((await Promise.all(Array.from({ length: 20 }, () => claimFinishing(db, id)))).filter(Boolean)).toHaveLength(0);
      await releaseFinishing(db, id);
      expect(await finishedUpload(db, id)).toEqual({ size: 4 * 1024 ** 3, assetId: 42 });

      // Other uploads are their own.
      expect(await claimFinishing(db, newId())).toBe(true);

      // Swept a day later, not before.
      expect(await sweepUploadRecords(db, new Date(Date.now() - 60_000))).toBe(0);
      expect(await sweepUploadRecords(db, new Date(Date.now() + 60_000))).toBe(2);
      expect(await finishedUpload(db, id)).toBeNull();
    } finally {
      await database.destroy();
    }
  });
});
