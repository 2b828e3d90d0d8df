import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { COPY_PREFIX } from './abandoned-copies';
import { checkKey, type ByteRange, type FileStorage, type ListedObject, type PutOptions, type StoredObject } from './file-storage';
import { parseStorageUrl, type S3Location } from './storage-url';

export type S3StorageOptions = {
  /** Bytes per part of a multipart upload (S3's minimum, 5 MiB, unless set). */
  partSize?: number;
  /** Parts sent at once: memory held is about partSize x queueSize. */
  queueSize?: number;
};

/** S3's smallest part (every part but the last); lib-storage refuses smaller. */
const MIN_PART_BYTES = 5 * 1024 * 1024;
/** DeleteObjects takes at most this many keys a call. */
const DELETE_PAGE = 1000;

/**
 * The S3 client settings for a STORAGE_URL's location, shared by everything
 * that talks to the bucket (this driver, the resumable uploads' store):
 * path-style addresses, and checksums only where S3 requires them. Since
 * 3.729 the SDK adds CRC32 checksums to every upload (streamed bodies as
 * aws-chunked with a trailer) and checks them on downloads; R2, B2, Garage
 * and older MinIO refuse or mangle those requests. With WHEN_REQUIRED only
 * DeleteObjects, which S3 requires a checksum for, carries one (as
 * Content-MD5: md5ForDeleteObjects below).
 */
export function s3ClientConfig(location: S3Location): S3ClientConfig {
  return {
    endpoint: location.endpoint,
    region: location.region,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * The S3-compatible driver (AWS S3, Cloudflare R2, Backblaze B2, MinIO,
 * Garage, SeaweedFS). It uses only what they all implement: PutObject,
 * multipart upload, GetObject with Range, HeadObject, DeleteObject(s) and
 * ListObjectsV2; no ACLs, tagging or versioning (Garage answers 501 to those).
 * Path-style addresses (`host/bucket/key`), since self-hosted servers rarely
 * have a wildcard DNS name per bucket.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  /** The SDK client, public for its middleware stack (a test records the commands a put sends). */
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly partSize: number;
  private readonly queueSize: number;

  constructor(location: S3Location, options: S3StorageOptions = {}) {
    this.client = new S3Client(s3ClientConfig(location));
    // DeleteObjects with Content-MD5 instead of the SDK's CRC32 headers: S3
    // requires a checksum on it, the SDK sends CRC32 even WHEN_REQUIRED, and
    // MinIO, Ceph and other S3-compatible servers refuse a DeleteObjects
    // without Content-MD5 (aws-sdk-js-v3#6920, the SDK's MD5 fallback note).
    // AWS S3 takes either.
    this.client.middlewareStack.add(
      (next, context) => async (args) => {
        const request = args.request as { headers?: Record<string, string>; body?: unknown };
        if (context.commandName !== 'DeleteObjectsCommand' || !request.headers || (typeof request.body !== 'string' && !(request.body instanceof Uint8Array))) return next(args);
        for (const name of Object.keys(request.headers)) if (/^x-amz-(sdk-)?checksum-/i.test(name)) delete request.headers[name];
        request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
        return next(args);
      },
      { step: 'build', priority: 'low', name: 'md5ForDeleteObjects' },
    );
    this.bucket = location.bucket;
    this.prefix = location.prefix === '' ? '' : `${location.prefix}/`;
    this.partSize = options.partSize ?? MIN_PART_BYTES;
    this.queueSize = options.queueSize ?? 4;
  }

  /** The driver for a STORAGE_URL (storage-url.ts says what it may hold). */
  static fromUrl(url: string, options?: S3StorageOptions): S3Storage {
    return new S3Storage(parseStorageUrl(url), options);
  }

  private objectKey(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions = {}): Promise<void> {
    const Key = this.objectKey(key);
    if (body instanceof Uint8Array) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: body.byteLength, ContentType: options.contentType }));
      return;
    }
    await this.upload(Key, body, options);
  }

  async putFile(key: string, filePath: string, options: PutOptions = {}): Promise<void> {
    await this.upload(this.objectKey(key), createReadStream(filePath), options);
  }

  /** One PutObject for a body smaller than a part, otherwise a multipart upload (aborted on failure, so no parts linger). */
  private async upload(Key: string, body: Readable, options: PutOptions): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: body, ContentType: options.contentType },
      partSize: this.partSize,
      queueSize: this.queueSize,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const Key = this.objectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      const body = answer.Body as Readable;
      const contentType = answer.ContentType;
      if (!range) return { body, size: Number(answer.ContentLength ?? 0), contentType };
      // "bytes 0-99/1234": the part served (S3 clips the end to the object) and the whole size.
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      if (!served) {
        body.destroy();
        throw new Error(`The storage server ignored the Range header for ${key}`);
      }
      const size = Number(served[3]);
      const start = Number(served[1]);
      const end = Math.min(range.end, size - 1);
      if (start !== range.start) {
        body.destroy();
        throw new Error(`The storage server answered bytes ${start}- for bytes ${range.start}- of ${key}`);
      }
      if (end < start) {
        // Nothing to send: s3rver answers "bytes 0-0/0" for an empty object where S3 refuses the range.
        body.destroy();
        return { body: Readable.from([]), size, contentType, range: { start, end } };
      }
      // More than asked for is cut: s3rver reads "bytes=0-0" as the whole object (an end of 0 counts as none).
      const surplus = Number(served[2]) > end;
      return { body: surplus ? Readable.from(firstBytes(body, end - start + 1)) : body, size, contentType, range: { start, end } };
    } catch (error) {
      if (isMissing(error)) return null;
      if (range && statusOf(error) === 416) {
        // A range starting at or past the end: nothing of the object, as the local disk answers.
        const size = await this.size(key);
        if (size === null) return null;
        return { body: Readable.from([]), size, contentType: undefined, range: { start: range.start, end: range.start - 1 } };
      }
      throw error;
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    return (await this.stat(key))?.size ?? null;
  }

  async stat(key: string): Promise<{ size: number; modifiedAt: Date } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      // A time the server did not give counts as just now, as in list(): never old enough to be swept on a guess.
      return { size: Number(head.ContentLength ?? 0), modifiedAt: head.LastModified ?? new Date() };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there: deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    // A folder: `videos/1` takes videos/1/... and leaves videos/12/... alone.
    const Prefix = `${this.objectKey(prefix.replace(/\/$/, ''))}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken, MaxKeys: DELETE_PAGE }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length > 0) {
        const answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
        const failed = answer.Errors ?? [];
        if (failed.length > 0) throw new Error(`Could not delete ${failed.length} objects under ${prefix}: ${failed[0]!.Code ?? ''} ${failed[0]!.Message ?? ''}`.trim());
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async *list(prefix: string): AsyncGenerator<ListedObject> {
    const Prefix = `${this.objectKey(prefix.replace(/\/$/, ''))}/`;
    let ContinuationToken: string | undefined;
    do {
      // Pages of up to 1,000 keys (S3's most), each yielded before the next is asked for.
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        // A folder marker (`a/b/`, which some consoles make) is no object a key can name.
        if (!object.Key || object.Key.endsWith('/')) continue;
        // A time the server did not give counts as just now: never old enough to be swept on a guess.
        yield { key: object.Key.slice(this.prefix.length), size: Number(object.Size ?? 0), modifiedAt: object.LastModified ?? new Date() };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /**
   * The multipart uploads begun under the folder prefix and neither completed
   * nor aborted: a process that died in putFile leaves one, its parts kept
   * (and billed) out of sight of list() until it is aborted.
   */
  async *unfinishedUploads(prefix: string): AsyncGenerator<{ key: string; uploadId: string; initiated: Date }> {
    const Prefix = `${this.objectKey(prefix.replace(/\/$/, ''))}/`;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix, KeyMarker, UploadIdMarker }));
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId) continue;
        // A time the server did not give counts as just now: never old enough to be aborted on a guess.
        yield { key: upload.Key.slice(this.prefix.length), uploadId: upload.UploadId, initiated: upload.Initiated ?? new Date() };
      }
      [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
    } while (KeyMarker);
  }

  /** Aborts a multipart upload, freeing its parts; one completed or aborted already (by another sweep) is no error. */
  async abortUpload(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: this.objectKey(key), UploadId: uploadId }));
    } catch (error) {
      if (!(error instanceof S3ServiceException && (error.name === 'NoSuchUpload' || error.$metadata.httpStatusCode === 404))) throw error;
    }
  }

  /** Closes the client's connections (scripts and tests that are done with the storage). */
  destroy(): void {
    this.client.destroy();
  }

  async localCopy(key: string): Promise<{ path: string; release: () => Promise<void> }> {
    const object = await this.get(key);
    if (!object) throw new Error(`No stored object at ${key}`);
    // The pid in the name lets the next start tell a dead process's copy from a live one's (abandoned-copies.ts).
    const folder = await mkdtemp(path.join(os.tmpdir(), `${COPY_PREFIX}${process.pid}-`));
    const release = () => rm(folder, { recursive: true, force: true });
    const file = path.join(folder, path.basename(key));
    try {
      await pipeline(object.body, createWriteStream(file));
    } catch (error) {
      await release();
      throw error;
    }
    return { path: file, release };
  }
}

/** The first `count` bytes of a stream; the rest is not read (leaving the loop destroys the stream). */
async function* firstBytes(body: Readable, count: number): AsyncGenerator<Uint8Array> {
  let left = count;
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    const part = chunk.subarray(0, left);
    left -= part.byteLength;
    yield part;
    if (left === 0) return;
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** NoSuchKey from GetObject, a bare 404 from HeadObject (a HEAD answer has no body to name the error); a missing bucket is an error. */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.name !== 'NoSuchBucket' && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}
