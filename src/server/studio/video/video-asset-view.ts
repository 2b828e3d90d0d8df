import { z } from 'zod';
import { videoRenditionSchema, type VideoAsset, type VideoRendition } from '../../../contracts/studio-video-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';

const renditionList = z.array(videoRenditionSchema);

/** The rungs the transcoder wrote (JSON in video_assets.renditions), lowest first; nothing readable reads as none. */
function renditionsOf(json: string | null): VideoRendition[] {
  if (!json) return [];
  try {
    const parsed = renditionList.safeParse(JSON.parse(json));
    return parsed.success ? [...parsed.data].sort((a, b) => a.height - b.height || a.bandwidth - b.bandwidth) : [];
  } catch {
    return [];
  }
}

/** The uploaded videos with these ids as the editor shows them, by id (ids with no video are left out). */
export async function videoAssetViews(db: Db, ids: number[]): Promise<Map<number, VideoAsset>> {
  const wanted = [...new Set(ids)];
  const views = new Map<number, VideoAsset>();
  if (wanted.length === 0) return views;
  const rows = await db.selectFrom('video_assets').selectAll().where('id', 'in', wanted).execute();
  const captions = await db.selectFrom('video_captions').select(['asset_id', 'lang', 'size_bytes']).where('asset_id', 'in', wanted).orderBy('lang').execute();
  for (const row of rows) {
    views.set(row.id, {
      id: row.id,
      state: row.state,
      progress: Math.max(0, Math.min(100, Math.round(Number(row.progress)))),
      etaSeconds: row.state === 'processing' && row.eta_seconds !== null ? Number(row.eta_seconds) : null,
      failure: row.state === 'failed' ? (row.failure ?? 'The transcoder stopped without saying why.') : null,
      sourceName: row.source_name,
      sourceBytes: Number(row.source_bytes),
      durationSeconds: Number(row.duration_ms) / 1000,
      width: row.width,
      height: row.height,
      renditions: row.state === 'ready' ? renditionsOf(row.renditions) : [],
      captions: captions.filter((c) => c.asset_id === row.id).map((c) => ({ lang: c.lang, sizeBytes: Number(c.size_bytes) })),
      hasPoster: row.poster_key !== null,
      createdAt: row.created_at,
    });
  }
  return views;
}

/** One uploaded video as the editor shows it (404 `video_not_found` when there is none). */
export async function videoAssetView(db: Db, assetId: number): Promise<VideoAsset> {
  const view = (await videoAssetViews(db, [assetId])).get(assetId);
  if (!view) throw new AppError('video_not_found');
  return view;
}
