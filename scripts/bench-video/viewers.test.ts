import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watch } from './viewers';

/**
 * A stand-in for the media route: a signed folder per token, where token
 * "old" expires once its holder has fetched two segments, as an address
 * does after 15 minutes of play.
 */
const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=100000,RESOLUTION=640x360\nlow/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=1920x1080\nhigh/index.m3u8\n';
const RUNG = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:6.0,\nsegment_0000.m4s\n#EXTINF:6.0,\nsegment_0001.m4s\n#EXT-X-ENDLIST\n';

describe('viewers walking a signed folder', () => {
  let server: http.Server;
  let origin = '';
  const asked: string[] = [];
  let oldSegments = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = req.url ?? '';
      asked.push(url);
      const match = /^\/v\/(old|new)\/(.+)$/.exec(url);
      const send = (status: number, body: string | Buffer) => res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(body)) }).end(body);
      if (!match) return send(404, '{"error":{"code":"media_file_not_found"}}');
      const [, token, file] = match;
      if (token === 'old' && file!.endsWith('.m4s') && ++oldSegments > 2) return send(403, '{"error":{"code":"media_address_expired","message":"expired"}}');
      if (file === 'master.m3u8') return send(200, MASTER);
      if (file === 'high/index.m3u8') return send(200, RUNG);
      if (file === 'high/init.mp4' || /^high\/segment_000[01]\.m4s$/.test(file!)) return send(200, Buffer.alloc(2048, 1));
      send(404, '{"error":{"code":"media_file_not_found"}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('plays the highest rung, loops its segments, renews an expired address and goes on under the new one', async () => {
    let addresses = 0;
    let windowOpened = false;
    const result = await watch({
      origin,
      viewers: 1,
      source: { renews: true, masterAddress: async () => (addresses++ === 0 ? '/v/old/master.m3u8' : '/v/new/master.m3u8') },
      everyMs: 20,
      rampMs: 0,
      settleMs: 0,
      windowMs: 1000,
      onWindowStart: () => (windowOpened = true),
    });
    expect(windowOpened).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.rung).toBe('high');
    expect(result.renewals).toBe(1);
    expect(addresses).toBe(2);
    expect(result.segments).toBeGreaterThan(3);
    expect(result.segmentBytes).toBe(result.segments * 2048);
    const segments = asked.filter((url) => url.endsWith('.m4s'));
    // In order, looping: 0, 1, 0 (refused, then asked again under the new folder), 1, …
    expect(segments.slice(0, 5)).toEqual([
      '/v/old/high/segment_0000.m4s',
      '/v/old/high/segment_0001.m4s',
      '/v/old/high/segment_0000.m4s',
      '/v/new/high/segment_0000.m4s',
      '/v/new/high/segment_0001.m4s',
    ]);
    expect(asked.slice(0, 3)).toEqual(['/v/old/master.m3u8', '/v/old/high/index.m3u8', '/v/old/high/init.mp4']);
  });

  it('counts a refusal it cannot renew as an error and stops that viewer', async () => {
    const result = await watch({
      origin,
      viewers: 2,
      source: { renews: true, masterAddress: async () => '/v/gone/master.m3u8' },
      everyMs: 20,
      rampMs: 0,
      settleMs: 0,
      windowMs: 100,
      onWindowStart: () => {},
    });
    expect(result.errors).toEqual({ 'HTTP 404 media_file_not_found': 2 });
    expect(result.segments).toBe(0);
  });
});
