import type { Readable } from 'node:stream';

/** Bytes from..to inclusive, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type StoredObject = {
  /** The object's bytes, or the requested range of them. */
  body: Readable;
  /** The whole object's size in bytes (not the range's). */
  size: number;
  contentType: string | undefined;
  /** Present when a range was asked for: the bytes the body holds. */
  range?: ByteRange;
};

export type PutOptions = { contentType?: string };

/** One object found by list(). */
export type ListedObject = {
  key: string;
  size: number;
  /** When it was last put: a put of the same bytes again renews it (the storage sweep's grace period counts from it). */
  modifiedAt: Date;
};

/**
 * Where every file the product keeps lives: lecture videos and their
 * renditions, lesson PDFs, resources, payment screenshots, images. Keys are
 * relative paths with `/` separators (`videos/12/hls/master.m3u8`); a key
 * never starts with `/` and never holds `..`. Two drivers: the local disk
 * (local-storage.ts) and S3-compatible object storage (s3-storage.ts).
 */
export interface FileStorage {
  /** 'local' or 's3': for log lines and the README's figures. */
  readonly kind: 'local' | 's3';
  /** Stores bytes under key, replacing what was there; the object appears whole or not at all. */
  put(key: string, body: Uint8Array | Readable, options?: PutOptions): Promise<void>;
  /** Stores a file from the local disk (large files go up in parts on S3). */
  putFile(key: string, filePath: string, options?: PutOptions): Promise<void>;
  /** The object, or null when there is none. A range past the end is clipped to the object (one starting past it holds no bytes). */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The whole object as bytes (for small files: PDFs, images, captions), or null. */
  read(key: string): Promise<Uint8Array | null>;
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The object's size and when it was last put (as list() tells them), or null when there is none: the storage sweep asks again just before it deletes. */
  stat(key: string): Promise<Omit<ListedObject, 'key'> | null>;
  /** Removes one object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Removes every object in the folder prefix (keys starting with `prefix/`: `videos/1` leaves `videos/12/...` alone). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Every object in the folder prefix (keys starting with `prefix/`, at any
   * depth: `videos/1` leaves `videos/12/...` alone), once each, in no
   * promised order, fetched a page at a time so a folder of any size costs
   * little memory. An object put or deleted meanwhile may or may not be listed.
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** A path on this machine holding the object's bytes: the file itself on the local disk, a temporary copy from S3 (removed by release()). */
  localCopy(key: string): Promise<{ path: string; release: () => Promise<void> }>;
}

/** Refuses keys that could leave the storage root or that the S3 driver would read differently. */
export function checkKey(key: string): string {
  if (key === '' || key.startsWith('/') || key.endsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..') || /[\\\0]/.test(key)) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
