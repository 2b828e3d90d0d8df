import type { Db } from './database';

export type SharedVersionOptions = {
  /** How often a process asks the database whether another process moved the version. */
  checkEveryMs?: number;
  now?: () => number;
};

/**
 * A counter in `cache_versions` that every process behind a load balancer
 * shares. A process that changes what a cache holds bumps it; every other
 * process reads it at most once per `checkEveryMs` and, when it moved,
 * drops what it cached (`onChange`). The process that bumped drops its own
 * at once. One small read per interval, never a write on a read.
 */
export class SharedVersion {
  private version = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly checkEveryMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly area: string,
    private readonly onChange: () => void,
    options: SharedVersionOptions = {},
  ) {
    this.checkEveryMs = options.checkEveryMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /** The version, re-read when the last read is older than the interval. */
  async current(): Promise<number> {
    if (this.now() - this.checkedAt >= this.checkEveryMs) {
      // One read at a time, however many requests arrive together.
      this.checking ??= this.read().finally(() => {
        this.checking = null;
      });
      await this.checking;
    }
    return this.version;
  }

  /** The version this process last saw, without asking the database. */
  get seen(): number {
    return this.version;
  }

  private async read(): Promise<void> {
    const row = await this.db.selectFrom('cache_versions').select('version').where('area', '=', this.area).executeTakeFirst();
    const version = row?.version ?? 0;
    if (version !== this.version) this.onChange();
    this.version = version;
    this.checkedAt = this.now();
  }

  /**
   * Call after the change has committed, or inside its transaction with
   * `trx`: moves the shared version and drops this process's copy now.
   */
  async bump(db: Db = this.db): Promise<void> {
    await bumpSharedVersion(db, this.area);
    this.onChange();
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }
}

/** Moves an area's shared version; for a process that keeps no copy itself (a command-line tool). */
export async function bumpSharedVersion(db: Db, area: string): Promise<void> {
  await db
    .updateTable('cache_versions')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('area', '=', area)
    .execute();
}
