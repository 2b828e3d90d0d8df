import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, type DataStore, type KvStore, type Upload } from '@tus/server';
import { s3ClientConfig } from '../../../storage/s3-storage';
import type { S3Location } from '../../../storage/storage-url';
import type { UploadArea } from './upload-area';

/**
 * Every part but the last is 8 MiB: the editor's chunk, so one part per
 * PATCH (S3 takes 5 MiB to 5 GiB; 4 GB is 477 parts), and always the same
 * size, which R2 requires of all parts but the last. Bytes short of a part
 * (after a PATCH cut short) wait as `<id>.part` and go ahead of the next.
 */
const PART_BYTES = 8 * 1024 * 1024;
/** An upload's objects: `<id>` (the multipart upload, then the whole file), `<id>.info` (what tus knows of it), `<id>.part` (bytes short of a part, kept for the next PATCH). */
const SUFFIXES = ['', '.part', '.info'] as const;

/**
 * tus's S3 store keeps each upload's `.info` in memory once read; every
 * request reads it from the bucket instead (one small GET), so no machine
 * acts on a copy and none keeps one for uploads another machine finished.
 */
const NO_CACHE: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

const isS3Error = (error: unknown, ...names: string[]) => error instanceof S3ServiceException && (names.includes(error.name) || (names.includes('NotFound') && error.$metadata.httpStatusCode === 404));

/**
 * Uploads in progress in the storage bucket, under `uploads/` beside the
 * files (tus's S3 store: each PATCH becomes a part of an S3 multipart upload,
 * joined into one object when the last arrives), so any app machine can take
 * any request of an upload. Uses what the S3Storage driver uses plus the
 * multipart calls ListParts, AbortMultipartUpload and ListMultipartUploads;
 * no object tagging (Garage and R2 refuse it).
 */
export class S3UploadArea implements UploadArea {
  readonly kind = 's3' as const;
  readonly idPrefix: string;
  private readonly bucket: string;
  private readonly client: S3Client;

  constructor(
    private readonly location: S3Location,
    private readonly lifetimeMs: number,
  ) {
    this.bucket = location.bucket;
    this.idPrefix = `${location.prefix === '' ? '' : `${location.prefix}/`}uploads/`;
    this.client = new S3Client(s3ClientConfig(location));
  }

  async openDatastore(): Promise<DataStore> {
    return new BucketUploadStore(this, {
      partSize: PART_BYTES,
      minPartSize: PART_BYTES,
      useTags: false,
      cache: NO_CACHE,
      expirationPeriodInMilliseconds: this.lifetimeMs,
      s3ClientConfig: { ...s3ClientConfig(this.location), bucket: this.bucket },
    });
  }

  /** The joined file is in the bucket: a copy in a temporary folder for ffprobe (and for keeping it, put as the video). */
  async localCopy(upload: Upload): Promise<{ path: string; release: () => Promise<void> }> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'hisab-upload-'));
    const release = () => rm(folder, { recursive: true, force: true });
    const file = path.join(folder, 'upload');
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: upload.id }));
      await pipeline(object.Body as Readable, createWriteStream(file));
    } catch (error) {
      await release();
      throw error;
    }
    return { path: file, release };
  }

  /** Whether the upload is known (its `.info` is there). */
  async exists(id: string): Promise<boolean> {
    return (await this.info(id)) !== null;
  }

  /**
   * The `.info` goes first: while it is there tus knows the upload, and once
   * its multipart upload is aborted tus would call it complete (ListParts
   * answers NoSuchUpload, which tus reads as completed). Without the `.info`
   * every request is told the upload is not found. Should the rest not
   * follow (the process dies), the sweep finds the multipart upload and the
   * objects left without a `.info` and removes them after a day.
   */
  async remove(id: string): Promise<void> {
    const uploadId = (await this.info(id))?.Metadata?.['upload-id'];
    // One DeleteObject each rather than DeleteObjects, which MinIO and others refuse without Content-MD5.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `${id}.info` }));
    if (uploadId) await this.abort(id, uploadId);
    for (const suffix of SUFFIXES) if (suffix !== '.info') await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `${id}${suffix}` }));
  }

  /**
   * Every upload under `uploads/` created before the cutoff (its `.info`'s
   * time; tus already refuses to continue it) goes: its multipart uploads
   * aborted (S3 keeps their parts, and bills them, until then) and its
   * objects deleted; so do leftovers without a `.info` untouched since the
   * cutoff. Only names tus makes are touched, and only under this prefix
   * (tus's own deleteExpired lists the whole bucket).
   */
  async sweep(cutoff: Date): Promise<number> {
    const uploads = new Map<string, { created: number | null; newest: number; multipart: string[] }>();
    const entry = (id: string) => uploads.get(id) ?? uploads.set(id, { created: null, newest: 0, multipart: [] }).get(id)!;
    const name = new RegExp(`^${escapeRegExp(this.idPrefix)}[0-9a-f]{32}`);
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.idPrefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const id = name.exec(object.Key ?? '')?.[0];
        if (!id || !SUFFIXES.some((suffix) => object.Key === `${id}${suffix}`)) continue;
        const time = object.LastModified?.getTime() ?? 0;
        const upload = entry(id);
        if (object.Key === `${id}.info`) upload.created = time;
        upload.newest = Math.max(upload.newest, time);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.idPrefix, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }));
      for (const multipart of page.Uploads ?? []) {
        const id = name.exec(multipart.Key ?? '')?.[0];
        if (!id || multipart.Key !== id || !multipart.UploadId) continue;
        const upload = entry(id);
        upload.newest = Math.max(upload.newest, multipart.Initiated?.getTime() ?? 0);
        upload.multipart.push(multipart.UploadId);
      }
      [keyMarker, uploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
    } while (keyMarker);
    let removed = 0;
    for (const [id, upload] of uploads) {
      if ((upload.created ?? upload.newest) >= cutoff.getTime()) continue;
      for (const uploadId of upload.multipart) await this.abort(id, uploadId);
      for (const suffix of SUFFIXES) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `${id}${suffix}` }));
      removed += 1;
    }
    return removed;
  }

  private async info(id: string) {
    try {
      return await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: `${id}.info` }));
    } catch (error) {
      if (isS3Error(error, 'NotFound', 'NoSuchKey')) return null;
      throw error;
    }
  }

  /** Aborts a multipart upload; one completed or aborted already (by another process's sweep) is no error. */
  private async abort(id: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: id, UploadId: uploadId }));
    } catch (error) {
      if (!isS3Error(error, 'NoSuchUpload', 'NotFound')) throw error;
    }
  }
}

/** tus's S3 store with termination (a DELETE from the client) done the area's way: its own leaves the `.part` object and sends DeleteObjects. */
class BucketUploadStore extends S3Store {
  constructor(
    private readonly area: S3UploadArea,
    options: ConstructorParameters<typeof S3Store>[0],
  ) {
    super(options);
  }

  override async remove(id: string): Promise<void> {
    if (!(await this.area.exists(id))) throw ERRORS.FILE_NOT_FOUND;
    await this.area.remove(id);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
