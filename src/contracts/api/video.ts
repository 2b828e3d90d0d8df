import { z } from 'zod';
import { operation } from './operation';

const tags = ['Video'];

/** A signed media address's token (server/video/media-address.ts): checked by its signature, not by the session. */
const token = z.string().min(1).max(256);
/** A file of an asset's folder: a playlist, a segment, the fMP4 init segment, the poster or a caption file. */
const file = z
  .string()
  .max(80)
  .regex(/^[A-Za-z0-9_-]{1,64}\.(m3u8|m4s|mp4|ts|jpg|vtt)$/, 'A media file is a name with .m3u8, .m4s, .mp4, .ts, .jpg or .vtt');
/** A rung of the ladder (`720p`) or `captions`. */
const folder = z
  .string()
  .max(32)
  .regex(/^[A-Za-z0-9_-]{1,32}$/, 'A media folder is a rung name such as 720p, or captions');

const binary = { schema: { type: 'string', format: 'binary' } } as const;
const files = {
  content: { 'application/vnd.apple.mpegurl': binary, 'video/mp4': binary, 'video/mp2t': binary, 'image/jpeg': binary, 'text/vtt': binary },
};

/**
 * The refusals of a media address. The token is the access: a lesson's
 * playback operation signs it for one asset, lesson and viewer for about 15
 * minutes, so the addresses could later be served by object storage or a
 * CDN that knows the key. No session is read.
 */
const mediaErrors = {
  403: { codes: ['media_address_invalid', 'media_address_expired'], description: 'The address was not signed by this site, was changed, or has expired (the player asks for a new one).' },
  404: { codes: ['media_file_not_found'], description: 'The video has no such file.' },
} as const;

const mediaResponses = {
  200: { description: 'The whole file', ...files },
  206: { description: 'The bytes asked for with Range, with Content-Range', ...files },
  416: { description: 'The range starts past the end of the file; Content-Range names its size' },
};

export const getMediaFile = operation({
  method: 'get',
  path: '/media/v/{token}/{file}',
  audience: 'visitor',
  tags,
  summary:
    "A file at the top of a hosted video's signed folder: the master playlist (`master.m3u8`) or the poster (`poster.jpg`). Range requests answer 206; cached privately until the address expires. Also answers HEAD",
  request: { params: z.object({ token, file }) },
  responses: mediaResponses,
  errors: mediaErrors,
});

export const getMediaFolderFile = operation({
  method: 'get',
  path: '/media/v/{token}/{folder}/{file}',
  audience: 'visitor',
  tags,
  summary:
    "A file in a folder of a hosted video's signed folder: a rung's playlist and segments (`720p/index.m3u8`, `720p/seg_001.m4s`) or a caption file (`captions/en.vtt`). Range requests answer 206; cached privately until the address expires. Also answers HEAD",
  request: { params: z.object({ token, folder, file }) },
  responses: mediaResponses,
  errors: mediaErrors,
});
