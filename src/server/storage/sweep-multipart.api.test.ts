import { randomUUID } from 'node:crypto';
import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3Server, type LocalS3Server } from '../testing/local-s3-server';
import { useTestApp, type TestAppOptions } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import type { S3Storage } from './s3-storage';
import { SWEEP_GRACE_MS, sweepStorage } from './sweep-storage';

const BUCKET = 'hisab-test';

describe.each(testDatabaseKinds())('the storage sweep and unfinished S3 multipart uploads (%s)', (kind) => {
  const options: TestAppOptions = { seed: false };
  let s3: LocalS3Server;
  beforeAll(async () => {
    s3 = await startLocalS3Server(BUCKET);
    options.storage = s3.storage({ prefix: 'hisab' });
  });
  afterAll(async () => {
    await s3?.close();
  });
  const t = useTestApp(kind, options);
  const storage = () => t.services.storage as S3Storage;
  /** Begins a multipart upload at the bucket key (as a process that died in putFile leaves it), with one part sent. */
  const begin = async (key: string) => {
    const { UploadId } = await storage().client.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
    await storage().client.send(new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId, PartNumber: 1, Body: new Uint8Array(1024) }));
    return key;
  };
  const unfinished = async () => {
    const keys: string[] = [];
    for (const folder of ['videos', 'lesson-files', 'images', 'uploads', 'other-app']) for await (const upload of storage().unfinishedUploads(folder)) keys.push(upload.key);
    return keys.sort();
  };
  const product: string[] = [];
  const others: string[] = [];

  beforeAll(async () => {
    product.push(await begin(`hisab/videos/${randomUUID()}/source.mp4`), await begin(`hisab/lesson-files/${'b'.repeat(64)}`), await begin(`hisab/images/${'c'.repeat(64)}`));
    // Resumable uploads (their own sweep), another application in the bucket, and one beside the storage's folder.
    others.push(await begin(`hisab/uploads/${randomUUID().replaceAll('-', '')}`), await begin('hisab/other-app/big.bin'), await begin(`other-install/videos/${randomUUID()}/source.mp4`));
  });

  it('leaves an upload begun within the grace period (it may be going on)', async () => {
    const report = await sweepStorage({ db: t.db, storage: storage() });
    expect(report.abortedUploads).toBe(0);
    expect(await unfinished()).toHaveLength(product.length + 2);
  });

  it('aborts, after the grace period, those under the product’s folders only; a dry run aborts none', async () => {
    const now = new Date(Date.now() + 2 * SWEEP_GRACE_MS);
    expect((await sweepStorage({ db: t.db, storage: storage() }, { now, dryRun: true })).abortedUploads).toBe(product.length);
    expect(await unfinished()).toHaveLength(product.length + 2);
    expect((await sweepStorage({ db: t.db, storage: storage() }, { now })).abortedUploads).toBe(product.length);
    expect(await unfinished()).toEqual(['uploads/', 'other-app/'].map((folder) => others.find((key) => key.startsWith(`hisab/${folder}`))!.slice('hisab/'.length)).sort());
    expect((await sweepStorage({ db: t.db, storage: storage() }, { now })).abortedUploads).toBe(0);
  });
});
