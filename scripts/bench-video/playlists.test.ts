import { describe, expect, it } from 'vitest';
import { chooseVariant, folderOf, readMasterPlaylist, resolveAddress, underRenewedFolder } from './playlists';

// The shape the transcoder writes (hls-master.ts): lowest rung first, AVERAGE-BANDWIDTH before RESOLUTION.
const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=340000,AVERAGE-BANDWIDTH=300000,RESOLUTION=640x360,FRAME-RATE=30.000,CODECS="avc1.64001e,mp4a.40.2"',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=5140000,AVERAGE-BANDWIDTH=4900000,RESOLUTION=1920x1080,FRAME-RATE=30.000,CODECS="avc1.640028,mp4a.40.2"',
  '1080p/index.m3u8',
  '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=900000,BANDWIDTH=1040000,RESOLUTION=1280x720',
  '720p/index.m3u8',
  '',
].join('\n');

describe('the master playlist', () => {
  it('lists each rung with its BANDWIDTH (not AVERAGE-BANDWIDTH) and size, in order', () => {
    expect(readMasterPlaylist(MASTER)).toEqual([
      { uri: '360p/index.m3u8', bandwidth: 340_000, resolution: '640x360' },
      { uri: '1080p/index.m3u8', bandwidth: 5_140_000, resolution: '1920x1080' },
      { uri: '720p/index.m3u8', bandwidth: 1_040_000, resolution: '1280x720' },
    ]);
  });

  it('reads Windows line ends and ignores comments between a stream and its address', () => {
    expect(readMasterPlaylist('#EXTM3U\r\n#EXT-X-STREAM-INF:BANDWIDTH=1\r\n# a note\r\nlow/index.m3u8\r\n')).toEqual([{ uri: 'low/index.m3u8', bandwidth: 1, resolution: null }]);
  });

  it('chooses the highest bit rate, or the rung asked for by its folder', () => {
    const variants = readMasterPlaylist(MASTER);
    expect(chooseVariant(variants).uri).toBe('1080p/index.m3u8');
    expect(chooseVariant(variants, '720p').uri).toBe('720p/index.m3u8');
    expect(() => chooseVariant(variants, '540p')).toThrow(/no 540p rung \(it has 360p, 1080p, 720p\)/);
    expect(() => chooseVariant([])).toThrow(/lists no rung/);
  });
});

describe('addresses under a signed folder', () => {
  const master = '/api/media/v/abc.def/master.m3u8';

  it('resolves relative addresses as a player does, from the playlist that names them', () => {
    const rung = resolveAddress('1080p/index.m3u8', master);
    expect(rung).toBe('/api/media/v/abc.def/1080p/index.m3u8');
    expect(resolveAddress('segment_0003.m4s', rung)).toBe('/api/media/v/abc.def/1080p/segment_0003.m4s');
    expect(resolveAddress('../poster.jpg', rung)).toBe('/api/media/v/abc.def/poster.jpg');
    expect(resolveAddress('1080p/index.m3u8', '/master.m3u8')).toBe('/1080p/index.m3u8');
  });

  it('moves an address to the renewed folder, keeping the rest of its path', () => {
    expect(folderOf(master)).toBe('/api/media/v/abc.def/');
    const renewed = '/api/media/v/ghi.jkl/master.m3u8';
    expect(underRenewedFolder('/api/media/v/abc.def/1080p/index.m3u8', master, renewed)).toBe('/api/media/v/ghi.jkl/1080p/index.m3u8');
    expect(underRenewedFolder('/elsewhere/index.m3u8', master, renewed)).toBe('/elsewhere/index.m3u8');
  });
});
