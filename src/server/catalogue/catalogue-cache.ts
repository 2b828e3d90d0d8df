import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { SharedVersion, type SharedVersionOptions } from '../db/shared-version';

/** An answer, and its gzip form once a browser that accepts it has asked. */
export type CacheEntry = { etag: string; body: Uint8Array<ArrayBuffer>; contentType: string; gzip?: Uint8Array<ArrayBuffer> };

export type CatalogueCacheOptions = SharedVersionOptions & {
  maxEntries?: number;
  /** Bytes of answers kept (uncompressed): rendered pages weigh far more than API answers. */
  maxBytes?: number;
};

const AREA = 'catalogue';

/**
 * Answers of public catalogue reads kept in memory per process, with an
 * ETag each. The catalogue's version lives in the database (cache_versions)
 * so that a write on any process behind a load balancer empties every
 * process's cache: each process reads the version at most once per
 * `checkEveryMs`, and the process that wrote empties its own at once.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly version: SharedVersion;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;

  constructor(db: Db, options: CatalogueCacheOptions = {}) {
    this.version = new SharedVersion(
      db,
      AREA,
      () => {
        this.entries.clear();
        this.bytes = 0;
      },
      options,
    );
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /** The current catalogue version, re-read from the database when the last read is older than the interval. */
  currentVersion(): Promise<number> {
    return this.version.current();
  }

  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last, so the oldest is evicted first.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set({ key, body, contentType, version }: { key: string; body: Uint8Array<ArrayBuffer>; contentType: string; version: number }): CacheEntry {
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
    const entry = { etag: `"c${version}-${hash}"`, body, contentType };
    // An answer computed before a change this process has since seen is not kept.
    if (version !== this.version.seen || body.byteLength > this.maxBytes) return entry;
    this.drop(key);
    // The least recently used go first, until the new answer fits.
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + body.byteLength > this.maxBytes)) {
      this.drop(this.entries.keys().next().value!);
    }
    this.entries.set(key, entry);
    this.bytes += body.byteLength;
    return entry;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }

  /**
   * Call after a catalogue write has committed (or inside its transaction
   * with `trx`): bumps the shared version so every process drops its
   * answers, and drops this process's at once.
   */
  invalidate(db?: Db): Promise<void> {
    return this.version.bump(db);
  }

  get size(): number {
    return this.entries.size;
  }
}
