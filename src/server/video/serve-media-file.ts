import type { Db } from '../db/database';
import { AppError } from '../errors';
import { fileResponse, storedFileResponse, webStreamOf, type FileHeaders } from '../http/stored-file-response';
import type { FileStorage } from '../storage/file-storage';
import { verifyMediaAddress } from './media-address';
import { mediaFoldersOf } from './media-folders';

/** Content types by extension. Video and playlists are not in the compression step's list, so they go out as stored. */
const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/mp4',
  mp4: 'video/mp4',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
};
const SEGMENT = /^[A-Za-z0-9_-]{1,64}\.(m3u8|m4s|mp4|ts)$/;
const CAPTION = /^(en|bn)\.vtt$/;

export type MediaFileAsked = {
  token: string;
  /** A rung (`720p`) or `captions`; absent for the files at the top (master playlist, poster). */
  folder?: string;
  file: string;
  range: string | undefined;
  /** A HEAD request: the headers only, no file opened. */
  head: boolean;
  now?: Date;
};

/**
 * One file of a hosted video through its signed address: the token is
 * checked (403 `media_address_invalid` / `media_address_expired`), the
 * asset's folder found (cached in this process, so a segment costs no
 * database query), and the path mapped to a key inside that folder only: the
 * master playlist and rung files under the HLS prefix, the poster, the
 * captions. Nothing else of the folder (the uploaded original) is reachable.
 * The answer may be kept by the viewer's browser until the address expires.
 */
export async function serveMediaFile({ db, storage, mediaKey }: { db: Db; storage: FileStorage; mediaKey: Buffer }, asked: MediaFileAsked): Promise<Response> {
  const now = asked.now ?? new Date();
  const check = verifyMediaAddress(mediaKey, asked.token, now);
  if (!check.ok) throw new AppError(check.reason === 'expired' ? 'media_address_expired' : 'media_address_invalid');
  const key = await storageKeyOf(db, check.claims.assetId, asked.folder, asked.file);
  if (!key) throw new AppError('media_file_not_found');
  const headers: FileHeaders = {
    'Content-Type': TYPES[asked.file.slice(asked.file.lastIndexOf('.') + 1)]!,
    'Cache-Control': `private, max-age=${check.claims.expires - Math.floor(now.getTime() / 1000)}`,
  };
  const response = asked.head
    ? await headersOnly(storage, key, asked.range, headers)
    : asked.range
      ? await storedFileResponse(storage, { key, range: asked.range, headers })
      : await wholeFile(storage, key, headers);
  if (!response) throw new AppError('media_file_not_found');
  return response;
}

/**
 * A whole file: what players ask for almost every time (a segment, a
 * playlist). One look-up in storage gives both the size and the bytes,
 * where a ranged answer needs the size first.
 */
async function wholeFile(storage: FileStorage, key: string, headers: FileHeaders): Promise<Response | null> {
  const object = await storage.get(key);
  if (!object) return null;
  return new Response(webStreamOf(object.body), { status: 200, headers: { ...headers, 'Accept-Ranges': 'bytes', 'Content-Length': String(object.size) } });
}

async function storageKeyOf(db: Db, assetId: number, folder: string | undefined, file: string): Promise<string | null> {
  const media = await mediaFoldersOf(db).get(assetId);
  if (!media) return null;
  if (folder === undefined) {
    if (file === 'poster.jpg') return media.posterKey;
    return file.endsWith('.m3u8') ? `${media.hlsKey}/${file}` : null;
  }
  if (folder === 'captions') {
    // Captions can be uploaded or replaced while the video plays, and a viewer asks for each once: read where it is now.
    const lang = CAPTION.exec(file)?.[1] as 'en' | 'bn' | undefined;
    if (!lang) return null;
    const caption = await db.selectFrom('video_captions').select('storage_key').where('asset_id', '=', assetId).where('lang', '=', lang).executeTakeFirst();
    return caption?.storage_key ?? null;
  }
  return media.rungs.has(folder) && SEGMENT.test(file) ? `${media.hlsKey}/${folder}/${file}` : null;
}

/** A HEAD answer: the same status and headers as the GET, without opening the file. */
async function headersOnly(storage: FileStorage, key: string, range: string | undefined, headers: FileHeaders): Promise<Response | null> {
  const size = await storage.size(key);
  if (size === null) return null;
  return fileResponse({ range, size, headers, open: async () => new Uint8Array(0) });
}
