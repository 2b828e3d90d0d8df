import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { VideoAssetState } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { keepBytes } from '../storage/kept-files';
import { moveFilesToStorage } from '../storage/move-files';
import { videoFolder } from '../video/create-video-asset';
import { insertBuyer, insertOrder } from './order-factory';

const text = (value: string) => new TextEncoder().encode(value);

/** The objects of a video as the transcoder leaves them: the original, the HLS ladder, a poster and captions. */
export const VIDEO_FILES = ['source.mp4', 'hls/master.m3u8', 'hls/360p/index.m3u8', 'hls/360p/init.mp4', 'hls/360p/seg_000.m4s', 'poster.jpg', 'captions/en.vtt'] as const;

/**
 * Puts a video's objects into a new folder and, unless `row` is false,
 * writes its video_assets row in `state` and an English caption row naming
 * them. Answers the folder (`videos/<uuid>`) and the asset's id.
 */
export async function insertVideoFiles(
  { db, storage }: { db: Db; storage: FileStorage },
  { state = 'ready', row = true }: { state?: VideoAssetState; row?: boolean } = {},
): Promise<{ folder: string; assetId: number | null }> {
  const folder = videoFolder(randomUUID());
  for (const file of VIDEO_FILES) await storage.put(`${folder}/${file}`, text(`${folder}/${file}`));
  if (!row) return { folder, assetId: null };
  const assetId = await insertVideoAssetRow(db, folder, state);
  await db
    .insertInto('video_captions')
    .values({ asset_id: assetId, lang: 'en', storage_key: `${folder}/captions/en.vtt`, size_bytes: 1, created_by: null, created_at: new Date().toISOString() })
    .execute();
  return { folder, assetId };
}

/**
 * Rows naming a file in every column that holds a storage key, the way the
 * product writes them (the object first, then the row): the seeded lesson
 * PDFs and resources moved out of their rows, an uploaded lesson PDF, a
 * payment screenshot, an image and a resized copy, and a ready video with
 * captions. Answers each (table, column) with a key it names.
 */
export async function insertFileRows({ db, storage }: { db: Db; storage: FileStorage }): Promise<{ table: string; column: string; key: string }[]> {
  const named: { table: string; column: string; key: string }[] = [];
  const buyer = await insertBuyer(db);
  const course = await db.selectFrom('courses').select('id').orderBy('id').executeTakeFirstOrThrow();
  await insertOrder(db, { userId: buyer.id, courseIds: [course.id], screenshot: { content: text(`screenshot ${randomUUID()}`), type: 'image/png' } });
  await moveFilesToStorage({ db, storage });
  const lesson = await db.selectFrom('lessons').select(['id', 'file_key']).where('file_key', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  named.push({ table: 'lessons', column: 'file_key', key: lesson.file_key! });
  const resource = await db.selectFrom('resources').select('storage_key').where('storage_key', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  named.push({ table: 'resources', column: 'storage_key', key: resource.storage_key! });
  const order = await db.selectFrom('orders').select('screenshot_key').where('screenshot_key', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
  named.push({ table: 'orders', column: 'screenshot_key', key: order.screenshot_key! });

  const pdf = text(`%PDF-1.4\n% uploaded ${randomUUID()}\n%%EOF\n`);
  const pdfKey = await keepBytes(storage, 'lesson-files', pdf, 'application/pdf');
  await db.insertInto('lesson_files').values({ lesson_id: lesson.id, file_name: 'notes.pdf', size_bytes: pdf.byteLength, content: new Uint8Array(), storage_key: pdfKey, created_by: null }).execute();
  named.push({ table: 'lesson_files', column: 'storage_key', key: pdfKey });

  const image = text(`an image ${randomUUID()}`);
  const imageKey = await keepBytes(storage, 'images', image, 'image/png');
  const media = await db
    .insertInto('media')
    .values({ hash: imageKey.slice('images/'.length), mime: 'image/png', width: 1, height: 1, size_bytes: image.byteLength, original: new Uint8Array(), original_key: imageKey, created_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  named.push({ table: 'media', column: 'original_key', key: imageKey });
  const variantKey = await keepBytes(storage, 'image-variants', text(`a resized copy ${randomUUID()}`), 'image/webp');
  await db.insertInto('media_variants').values({ media_id: media.id, preset: 'w800', format: 'webp', content: new Uint8Array(), storage_key: variantKey }).execute();
  named.push({ table: 'media_variants', column: 'storage_key', key: variantKey });

  const { folder } = await insertVideoFiles({ db, storage });
  named.push(
    { table: 'video_assets', column: 'source_key', key: `${folder}/source.mp4` },
    { table: 'video_assets', column: 'hls_key', key: `${folder}/hls` },
    { table: 'video_assets', column: 'poster_key', key: `${folder}/poster.jpg` },
    { table: 'video_captions', column: 'storage_key', key: `${folder}/captions/en.vtt` },
  );
  return named;
}

/** A video_assets row for the video in `folder`, in `state` (ready names its ladder and poster). Answers its id. */
export async function insertVideoAssetRow(db: Db, folder: string, state: VideoAssetState = 'ready'): Promise<number> {
  const now = new Date().toISOString();
  const ready = state === 'ready';
  const asset = await db
    .insertInto('video_assets')
    .values({
      lesson_id: null,
      state,
      source_key: `${folder}/source.mp4`,
      source_name: 'lecture.mp4',
      source_bytes: 1,
      duration_ms: 8000,
      width: 640,
      height: 360,
      has_audio: 1,
      renditions: ready ? JSON.stringify([{ name: '360p', width: 640, height: 360, bandwidth: 700_000 }]) : null,
      hls_key: ready ? `${folder}/hls` : null,
      poster_key: ready ? `${folder}/poster.jpg` : null,
      eta_seconds: null,
      failure: state === 'failed' ? 'ffmpeg said no' : null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return asset.id;
}
