import { setTimeout as sleep } from 'node:timers/promises';
import type { MediaFormat, MediaPreset } from '../../../contracts/images';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/file-storage';
import { keepBytes, readKeptFile } from '../../storage/kept-files';
import { assertImageShape } from './image-shape';
import { renderVariant } from './image-variants';

type Render = typeof renderVariant;
type Media = { id: number; width: number; height: number };
/** What a variant is made with: the database and the storage layer every process shares, and this process's log. */
export type VariantDeps = { db: Db; logger: Logger; storage: FileStorage };

export type VariantSourceOptions = {
  /** A claim older than this is a render whose process died: another takes it over. Longer than any render may take. */
  staleAfterMs?: number;
  /** How often a request waiting for another process's render looks for the result. */
  pollMs?: number;
  /** How long a failure that may pass (a render that timed out on a busy machine) is answered as failed before one more try. */
  retryFailedAfterMs?: number;
};

/**
 * Resized copies of uploaded images, each made once and kept in the
 * storage layer (named by a `media_variants` row), so every server process
 * answers the same bytes. Made once
 * means: requests in this process asking for the same copy share one
 * render (a promise per copy); across processes, the one that inserts the
 * claim row (`media_variant_renders`, a primary key) renders, and the
 * others wait for the variant row. A render that fails is written down as
 * failed and answered at once (422 `image_unrenderable`): a picture that
 * cannot be made would otherwise cost a full render on every visit. A shape
 * the rules refuse stays failed until the image is uploaded again; any other
 * failure (sharp gave up, or timed out while the machine was busy) may pass,
 * so one request an hour tries it again.
 */
export function createVariantSource(render: Render = renderVariant, options: VariantSourceOptions = {}) {
  const staleAfterMs = options.staleAfterMs ?? 90_000;
  const pollMs = options.pollMs ?? 100;
  const retryFailedAfterMs = options.retryFailedAfterMs ?? 3_600_000;
  const flights = new Map<string, Promise<Uint8Array>>();

  /** The copy's bytes if it was made: from the storage layer, or from its row while the move has not reached it. */
  const kept = async ({ db, storage }: VariantDeps, { media, preset, format }: { media: Media; preset: MediaPreset; format: MediaFormat }) => {
    const row = await db
      .selectFrom('media_variants')
      .select(['storage_key', 'content'])
      .where((eb) => eb.and({ media_id: media.id, preset, format }))
      .executeTakeFirst();
    return row ? readKeptFile(storage, { key: row.storage_key, bytes: row.content }) : undefined;
  };
  const renderRow = (db: Db, { media, preset, format }: { media: Media; preset: MediaPreset; format: MediaFormat }) =>
    db
      .selectFrom('media_variant_renders')
      .select(['state', 'claimed_at', 'failure'])
      .where((eb) => eb.and({ media_id: media.id, preset, format }))
      .executeTakeFirst();

  /** True when this process now holds the render: a new claim row, or a stale one taken over by a conditional update. */
  async function claim(
    db: Db,
    { media, preset, format, stale, from = 'rendering' }: { media: Media; preset: MediaPreset; format: MediaFormat; stale: string | null; from?: 'rendering' | 'failed' },
  ): Promise<boolean> {
    const now = new Date().toISOString();
    if (stale === null) {
      const inserted = await db
        .insertInto('media_variant_renders')
        .values({ media_id: media.id, preset, format, state: 'rendering', claimed_at: now, failure: null })
        .onConflict((oc) => oc.columns(['media_id', 'preset', 'format']).doNothing())
        .returning('media_id')
        .executeTakeFirst();
      return inserted !== undefined;
    }
    const taken = await db
      .updateTable('media_variant_renders')
      .set({ claimed_at: now, state: 'rendering', failure: null })
      .where((eb) => eb.and({ media_id: media.id, preset, format, state: from, claimed_at: stale }))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  async function renderClaimed(deps: VariantDeps, { hash, media, preset, format }: { hash: string; media: Media; preset: MediaPreset; format: MediaFormat }): Promise<Uint8Array> {
    const { db, logger, storage } = deps;
    const variant = { media_id: media.id, preset, format };
    const release = () =>
      db
        .deleteFrom('media_variant_renders')
        .where((eb) => eb.and({ ...variant, state: 'rendering' }))
        .execute();
    // The copy may have been made between this request's look and its claim (the maker writes it, then lets its claim go).
    const made = await kept(deps, { media, preset, format });
    if (made) {
      await release();
      return made;
    }
    const started = performance.now();
    let original: Uint8Array | null;
    try {
      const row = await db.selectFrom('media').select(['original_key', 'original']).where('id', '=', media.id).executeTakeFirstOrThrow();
      original = await readKeptFile(storage, { key: row.original_key, bytes: row.original });
    } catch (error) {
      // Storage unreachable is no fault of the picture: nothing is written down, the next request tries again.
      await release();
      throw error;
    }
    let content: Uint8Array;
    try {
      // An image kept from before the upload's shape rules would need a huge intermediate copy: it is not tried.
      assertImageShape(media.width, media.height);
      if (!original) throw new Error('the image has no bytes');
      content = await render(original, preset, format);
    } catch (error) {
      const failure = error instanceof AppError ? error.code : error instanceof Error ? error.message.slice(0, 200) : 'render failed';
      logger.warn('image variant failed', { hash, preset, format, failure });
      await db
        .updateTable('media_variant_renders')
        .set({ state: 'failed', failure, claimed_at: new Date().toISOString() })
        .where((eb) => eb.and(variant))
        .execute();
      throw new AppError('image_unrenderable');
    }
    logger.info('image variant rendered', { hash, preset, format, bytes: content.byteLength, ms: Math.round(performance.now() - started) });
    try {
      // The copy is stored before its row names it; a copy kept by another process meanwhile wins (the same picture).
      const key = await keepBytes(storage, 'image-variants', content, format === 'avif' ? 'image/avif' : 'image/webp');
      await db
        .insertInto('media_variants')
        .values({ ...variant, content: new Uint8Array(), storage_key: key })
        .onConflict((oc) => oc.columns(['media_id', 'preset', 'format']).doNothing())
        .execute();
    } finally {
      // Done (or the write failed): either way the claim goes, so the next request finds the copy or tries again.
      await release();
    }
    return content;
  }

  async function produce(deps: VariantDeps, { hash, media, preset, format }: { hash: string; media: Media; preset: MediaPreset; format: MediaFormat }): Promise<Uint8Array> {
    const { db } = deps;
    for (;;) {
      const found = await kept(deps, { media, preset, format });
      if (found) return found;
      const row = await renderRow(db, { media, preset, format });
      if (row?.state === 'failed') {
        const mayPass = !row.failure?.startsWith('image_') && Date.now() - Date.parse(row.claimed_at) > retryFailedAfterMs;
        if (!mayPass) throw new AppError('image_unrenderable');
        if (await claim(db, { media, preset, format, stale: row.claimed_at, from: 'failed' })) return renderClaimed(deps, { hash, media, preset, format });
        // Another request took the retry: wait for its copy, or its failure, like any render in progress.
        continue;
      }
      const stale = row ? (Date.now() - Date.parse(row.claimed_at) > staleAfterMs ? row.claimed_at : undefined) : null;
      if (stale !== undefined && (await claim(db, { media, preset, format, stale }))) return renderClaimed(deps, { hash, media, preset, format });
      await sleep(pollMs);
    }
  }

  return async function getVariant(deps: VariantDeps, { hash, preset, format }: { hash: string; preset: MediaPreset; format: MediaFormat }): Promise<Uint8Array> {
    const media = await deps.db.selectFrom('media').select(['id', 'width', 'height']).where('hash', '=', hash).executeTakeFirst();
    if (!media) throw new AppError('image_not_found');
    const key = `${hash}/${preset}.${format}`;
    let flight = flights.get(key);
    if (!flight) {
      flight = produce(deps, { hash, media, preset, format }).finally(() => flights.delete(key));
      flights.set(key, flight);
    }
    return flight;
  };
}

/** This process's copies: one render per copy however many visitors ask at once. */
export const getMediaVariant = createVariantSource();
