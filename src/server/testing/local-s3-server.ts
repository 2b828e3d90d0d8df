import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { S3Storage, type S3StorageOptions } from '../storage/s3-storage';

export type LocalS3Server = {
  /** A STORAGE_URL for the bucket (s3+http://, plain http on 127.0.0.1). */
  url: string;
  /** A driver for the bucket, optionally under a folder. */
  storage: (options?: S3StorageOptions & { prefix?: string }) => S3Storage;
  /** Stops the server and removes its folder. */
  close: () => Promise<void>;
};

/** s3rver's one account. */
const KEY = 'S3RVER';
const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-process.mjs');

/**
 * An S3-compatible server for tests: s3rver 3.7 in a child process on
 * 127.0.0.1 at a free port, keeping objects in a temporary folder, with one
 * bucket made through the S3 API (CreateBucket), as an operator would. It
 * stands in for Garage, MinIO or R2, which no registry here ships. The child
 * process needs OpenSSL's legacy provider (s3rver-process.mjs says why).
 * One flaw of s3rver shows in tests: a DeleteObjects of several keys in one
 * folder may answer 500 (its clean-up of empty folders races itself), and
 * the SDK's retry gets it through; real servers do not do this.
 */
export async function startLocalS3Server(bucket = 'hisab-test'): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hisab-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, directory], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([once(lines, 'line').then(([line]) => String(line)), exited.then(([code]) => Promise.reject(new Error(`s3rver exited with ${String(code)} before listening`)))]);
  const { port } = JSON.parse(first) as { port: number };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  const url = `s3+http://${KEY}:${KEY}@127.0.0.1:${port}/${bucket}`;
  return {
    url,
    storage: ({ prefix, ...options } = {}) => S3Storage.fromUrl(prefix ? `${url}/${prefix}` : url, options),
    close: stop,
  };
}
