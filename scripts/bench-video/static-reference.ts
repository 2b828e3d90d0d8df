import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/**
 * The reference of bench:video, run in its own process: a minimal static
 * file server on plain node:http, serving a video's HLS folder from disk
 * (the same files the product serves). Per request it checks the path,
 * stats the file and streams it with its length and type: no signature, no
 * lookup, no middleware, nothing cached. What a segment costs at least on
 * Node. Env: PORT, ROOT (the HLS folder).
 */
const root = path.resolve(process.env.ROOT!);
const TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.m4s': 'video/mp4', '.mp4': 'video/mp4' };

const server = http.createServer((req, res) => {
  const relative = decodeURIComponent((req.url ?? '/').split('?')[0]!);
  const file = path.join(root, relative);
  const type = TYPES[path.extname(file)];
  const refuse = (status: number) => {
    res.writeHead(status, { 'Content-Length': '0' });
    res.end();
  };
  if (req.method !== 'GET' || !file.startsWith(`${root}${path.sep}`) || !type) return refuse(404);
  stat(file).then(
    (info) => {
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': String(info.size) });
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    },
    () => refuse(404),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1');
