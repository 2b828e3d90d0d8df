import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startLocalS3Server } from '../testing/local-s3-server';
import { LocalStorage } from './local-storage';
import { storageContract } from './storage-contract';

/** Twelve MiB: three parts of S3's smallest part size (5 MiB), the last one short. */
const BIG = 12 * 1024 * 1024;

describe('local disk driver', () => {
  storageContract(
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'hisab-local-storage-'));
      return { storage: new LocalStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
    { bigFileBytes: BIG },
  );
});

describe('S3 driver against a local S3-compatible server (s3rver)', () => {
  storageContract(
    async () => {
      const server = await startLocalS3Server();
      // Keys go under a folder of the bucket, as STORAGE_URL's path allows.
      const storage = server.storage({ prefix: 'hisab', partSize: 5 * 1024 * 1024, queueSize: 2 });
      return {
        storage,
        close: async () => {
          storage.destroy();
          await server.close();
        },
      };
    },
    { bigFileBytes: BIG },
  );
});

describe('S3 driver uploads', () => {
  it('sends a file larger than a part as a multipart upload, one request per part', async () => {
    const server = await startLocalS3Server();
    const storage = server.storage({ partSize: 5 * 1024 * 1024 });
    try {
      const sent: string[] = [];
      storage.client.middlewareStack.add(
        (next, context) => (args) => {
          sent.push(String(context.commandName));
          return next(args);
        },
        { step: 'initialize', name: 'recordCommands' },
      );
      const folder = await mkdtemp(path.join(os.tmpdir(), 'hisab-multipart-'));
      const file = path.join(folder, 'lecture.mp4');
      await writeFile(file, new Uint8Array(BIG).fill(7));
      await storage.putFile('videos/1/source.mp4', file);
      await rm(folder, { recursive: true, force: true });
      expect(sent).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']);
      expect(await storage.size('videos/1/source.mp4')).toBe(BIG);
      sent.length = 0;
      await storage.put('small.txt', Readable.from([Buffer.from('small')]));
      expect(sent).toEqual(['PutObjectCommand']);
    } finally {
      storage.destroy();
      await server.close();
    }
  }, 60_000);
});
