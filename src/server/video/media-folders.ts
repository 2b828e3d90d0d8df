import type { Db } from '../db/database';

/** A ready asset: where its files are in the storage layer, and its length. */
export type MediaFolder = {
  /** The prefix holding master.m3u8 and one folder per rung. */
  hlsKey: string;
  posterKey: string | null;
  /** The rungs' folder names (`720p`), from the asset's renditions. */
  rungs: ReadonlySet<string>;
  /** Whole seconds (from the probe of the upload). */
  durationSeconds: number;
};

/** Enough for every video a busy server plays at once; an entry is a few hundred bytes. */
const DEFAULT_LIMIT = 512;

/**
 * A ready asset's storage folder by its id, kept in this process so that a
 * segment costs no database query: once an asset is ready its ladder and
 * poster never change (a replacement is a new asset, and a lesson's new
 * video gets new addresses), so nothing needs dropping. Least recently used
 * entries go when the map is full. Concurrent first requests for one asset
 * (a class starting a lecture together) share one query. Assets that are not
 * ready are not kept, so one that becomes ready is seen at once.
 */
export class MediaFolders {
  private readonly entries = new Map<number, Promise<MediaFolder | null>>();

  constructor(
    private readonly db: Db,
    private readonly limit = DEFAULT_LIMIT,
  ) {}

  get(assetId: number): Promise<MediaFolder | null> {
    const cached = this.entries.get(assetId);
    if (cached) {
      // Most recently used goes last; the first in the map is the next to go.
      this.entries.delete(assetId);
      this.entries.set(assetId, cached);
      return cached;
    }
    const loading = this.load(assetId);
    this.entries.set(assetId, loading);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    loading.then(
      (folder) => {
        if (folder === null && this.entries.get(assetId) === loading) this.entries.delete(assetId);
      },
      () => {
        if (this.entries.get(assetId) === loading) this.entries.delete(assetId);
      },
    );
    return loading;
  }

  /** How many assets are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private async load(assetId: number): Promise<MediaFolder | null> {
    const asset = await this.db.selectFrom('video_assets').select(['state', 'hls_key', 'poster_key', 'renditions', 'duration_ms']).where('id', '=', assetId).executeTakeFirst();
    if (!asset || asset.state !== 'ready' || !asset.hls_key) return null;
    return { hlsKey: asset.hls_key, posterKey: asset.poster_key, rungs: new Set(rungNames(asset.renditions)), durationSeconds: Math.round(asset.duration_ms / 1000) };
  }
}

/** The rung names in an asset's renditions JSON (`[{ "name": "720p", … }]`); nothing for what does not parse. */
export function rungNames(renditions: string | null): string[] {
  if (!renditions) return [];
  try {
    const parsed = JSON.parse(renditions) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.map((rung) => (rung as { name?: unknown })?.name).filter((name): name is string => typeof name === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(name));
  } catch {
    return [];
  }
}

const byDatabase = new WeakMap<Db, MediaFolders>();

/** The one cache of a database's media folders in this process. */
export function mediaFoldersOf(db: Db): MediaFolders {
  let folders = byDatabase.get(db);
  if (!folders) byDatabase.set(db, (folders = new MediaFolders(db)));
  return folders;
}
