import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../../../testing/test-database';
import { claimFinishing, ClaimLost, finishedUpload, markFinished, markRefused, releaseFinishing, renewFinishing, sweepUploadRecords, uploadRecord } from './upload-records';

const newId = () => randomBytes(16).toString('hex');
const MINUTE = 60_000;

describe.each(testDatabaseKinds())('the finish records of uploads (%s)', (kind) => {
  it('lets exactly one of 20 concurrent claims finish an upload, and none once it is done; a released claim may be taken again', async () => {
    const database = await createTestDatabase(kind);
    const db = database.db;
    try {
      const id = newId();
      const claims = await Promise.all(Array.from({ length: 20 }, () => claimFinishing(db, id)));
      const won = claims.filter((claim) => claim !== null);
      expect(won).toHaveLength(1);
      expect(await finishedUpload(db, id)).toBeNull();
      expect(await uploadRecord(db, id)).toEqual({ state: 'finishing', live: true });

      // Failed on the way: the claim goes, and the same id may be claimed again (by one of 20 again).
      await releaseFinishing(db, id, won[0]!);
      const again = (await Promise.all(Array.from({ length: 20 }, () => claimFinishing(db, id)))).filter((claim) => claim !== null);
      expect(again).toHaveLength(1);

      // Done: 4 GB is past 2^31 and kept exactly; no claim is won any more, and releasing leaves the record.
      await markFinished(db, id, again[0]!, { size: 4 * 1024 ** 3, assetId: 42 });
      expect(await finishedUpload(db, id)).toEqual({ size: 4 * 1024 ** 3, assetId: 42 });
      expect((await Promise.all(Array.from({ length: 20 }, () => claimFinishing(db, id)))).filter((claim) => claim !== null)).toHaveLength(0);
      await releaseFinishing(db, id, again[0]!);
      expect(await finishedUpload(db, id)).toEqual({ size: 4 * 1024 ** 3, assetId: 42 });

      // Other uploads are their own.
      expect(await claimFinishing(db, newId())).not.toBeNull();

      // Swept a day later, not before.
      expect(await sweepUploadRecords(db, new Date(Date.now() - MINUTE))).toBe(0);
      expect(await sweepUploadRecords(db, new Date(Date.now() + MINUTE))).toBe(2);
      expect(await finishedUpload(db, id)).toBeNull();
    } finally {
      await database.destroy();
    }
  });

  it('lets one of 20 requests take over a claim whose heartbeat stopped, never a live one; the claim it replaced can no longer record anything', async () => {
    const database = await createTestDatabase(kind);
    const db = database.db;
    try {
      const id = newId();
      const first = (await claimFinishing(db, id))!;
      // Live (renewed a moment ago): nobody takes it, even judged stale after 1 s.
      expect(await renewFinishing(db, id, first)).toBe(true);
      expect((await Promise.all(Array.from({ length: 20 }, () => claimFinishing(db, id, 1000)))).filter((claim) => claim !== null)).toHaveLength(0);

      // Its process died ten minutes ago: of 20 requests asking at once, one takes the finish over.
      await db
        .updateTable('video_uploads')
        .set({ heartbeat_at: new Date(Date.now() - 10 * MINUTE).toISOString() })
        .where('id', '=', id)
        .execute();
      expect(await uploadRecord(db, id)).toEqual({ state: 'finishing', live: false });
      const takers = (await Promise.all(Array.from({ length: 20 }, () => claimFinishing(db, id)))).filter((claim) => claim !== null);
      expect(takers).toHaveLength(1);
      expect(await uploadRecord(db, id)).toEqual({ state: 'finishing', live: true });

      // The old claim, should its process come back: no renewal, no done, no refusal, no release.
      expect(await renewFinishing(db, id, first)).toBe(false);
      await expect(markFinished(db, id, first, { size: 10, assetId: 1 })).rejects.toBeInstanceOf(ClaimLost);
      expect(await markRefused(db, id, first, { code: 'video_not_video', message: 'no' })).toBe(false);
      await releaseFinishing(db, id, first);
      expect(await uploadRecord(db, id)).toEqual({ state: 'finishing', live: true });

      // The taker's outcome stands.
      await markFinished(db, id, takers[0]!, { size: 10, assetId: 7 });
      expect(await uploadRecord(db, id)).toEqual({ state: 'done', size: 10, assetId: 7 });
    } finally {
      await database.destroy();
    }
  });

  it('keeps a refusal with its code and sentence for a client that asks again, and takes no claim on it', async () => {
    const database = await createTestDatabase(kind);
    const db = database.db;
    try {
      const id = newId();
      const claim = (await claimFinishing(db, id))!;
      expect(await markRefused(db, id, claim, { code: 'video_truncated', message: 'Cut short.' })).toBe(true);
      expect(await uploadRecord(db, id)).toEqual({ state: 'refused', code: 'video_truncated', message: 'Cut short.' });
      expect(await finishedUpload(db, id)).toBeNull();
      expect(await claimFinishing(db, id, 0)).toBeNull();
    } finally {
      await database.destroy();
    }
  });
});
