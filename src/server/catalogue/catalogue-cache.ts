import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

type Entry = { etag: string; body: Uint8Array<ArrayBuffer>; contentType: string };

export type CatalogueCacheOptions = {
  /** How often a process asks the database whether another process changed the catalogue. */
  checkEveryMs?: number;
  maxEntries?: number;
  now?: () => number;
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
  private readonly entries = new Map<string, Entry>();
  private version = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly checkEveryMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: CatalogueCacheOptions = {},
  ) {
    this.checkEveryMs = options.checkEveryMs ?? 1000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /** The current catalogue version, re-read from the database when the last read is older than the interval. */
  async currentVersion(): Promise<number> {
    if (this.now() - this.checkedAt >= this.checkEveryMs) {
      // One read at a time, however many requests arrive together.
      this.checking ??= this.readVersion().finally(() => {
        this.checking = null;
      });
      await this.checking;
    }
    return this.version;
  }

  private async readVersion(): Promise<void> {
    const row = await this.db.selectFrom('cache_versions').select('version').where('area', '=', AREA).executeTakeFirst();
    const version = row?.version ?? 0;
    if (version !== this.version) this.entries.clear();
    this.version = version;
    this.checkedAt = this.now();
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last, so the oldest is evicted first.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, body: Uint8Array<ArrayBuffer>, contentType: string, version: number): Entry {
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
    const entry = { etag: `"c${version}-${hash}"`, body, contentType };
    // An answer computed before a change this process has since seen is not kept.
    if (version !== this.version) return entry;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Call after a catalogue write has committed (or inside its transaction
   * with `trx`): bumps the shared version so every process drops its
   * answers, and drops this process's at once.
   */
  async invalidate(db: Db = this.db): Promise<void> {
    await db
      .updateTable('cache_versions')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
      .where('area', '=', AREA)
      .execute();
    this.entries.clear();
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  get size(): number {
    return this.entries.size;
  }
}
