import { z } from 'zod';
import { MAX_RECORD_ID, recordIdParam } from './record-id-schemas';

export { VIDEO_UPLOAD_ACCEPT, VIDEO_UPLOAD_MAX_BYTES, VIDEO_UPLOADS_PATH } from './video-uploads';

/**
 * The studio's hosted lecture videos: what the lesson editor shows of an
 * uploaded file and what was made of it, and the caption files an admin
 * adds per language.
 */

/** The languages a lesson's captions come in, with the names the editor shows. */
export const captionLangs = ['en', 'bn'] as const;
export const captionLangSchema = z.enum(captionLangs);
export type CaptionLang = z.infer<typeof captionLangSchema>;
export const CAPTION_LANG_NAMES: Record<CaptionLang, string> = { en: 'English', bn: 'Bengali' };

/** A WebVTT caption file's upper size: an hour of dense captions is about 100 kB. */
export const CAPTION_MAX_BYTES = 1024 * 1024;

/**
 * Where an uploaded video is: waiting for the transcoder (`queued`), being
 * made into its streaming ladder (`processing`), playable (`ready`), or
 * stopped (`failed` with a reason, `cancelled` by an admin). Retry takes a
 * failed or cancelled one back to the queue.
 */
export const videoStateSchema = z.enum(['queued', 'processing', 'ready', 'failed', 'cancelled']);
export type VideoState = z.infer<typeof videoStateSchema>;

/** One rung of the streaming ladder ("720p", 1280 x 720, its bandwidth in bits a second). */
export const videoRenditionSchema = z.object({ name: z.string(), width: z.number().int(), height: z.number().int(), bandwidth: z.number().int() });
export type VideoRendition = z.infer<typeof videoRenditionSchema>;

export const videoCaptionSchema = z.object({ lang: captionLangSchema, sizeBytes: z.number().int() });

/** One uploaded video as the editor shows it. */
export const videoAssetSchema = z.object({
  id: z.number().int(),
  state: videoStateSchema,
  /** 0 to 100 while processing. */
  progress: z.number().int(),
  /** The transcoder's estimate of the seconds left, while processing. */
  etaSeconds: z.number().int().nullable(),
  /** Why it failed, in words, when it did. */
  failure: z.string().nullable(),
  sourceName: z.string(),
  sourceBytes: z.number(),
  durationSeconds: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  /** The rungs made, lowest first; empty until ready. */
  renditions: z.array(videoRenditionSchema),
  captions: z.array(videoCaptionSchema),
  /** Whether a poster frame was made (the admin's poster is read with `GET /admin/studio/videos/{assetId}/poster`). */
  hasPoster: z.boolean(),
  createdAt: z.string(),
});
export type VideoAsset = z.infer<typeof videoAssetSchema>;

/**
 * A lesson's hosted video in the editor: the one on its draft (what the next
 * publish shows) and the one students play now. They differ while a
 * replacement is being prepared; students keep the published one until the
 * new one is ready and published.
 */
export const lessonVideoSchema = z.object({
  lessonId: z.number().int(),
  draft: videoAssetSchema.nullable(),
  published: videoAssetSchema.nullable(),
});
export type LessonVideo = z.infer<typeof lessonVideoSchema>;

export const videoAssetParams = z.object({ assetId: recordIdParam });
export const videoCaptionParams = videoAssetParams.extend({ lang: captionLangSchema });

/** The lesson's version the editor holds, for a change to its draft (as the other draft edits send it). */
export const lessonVideoVersionQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(MAX_RECORD_ID) });
