import { describe, expect, it } from 'vitest';
import { avcCodecOf, masterPlaylist, readMediaPlaylist, type MeasuredRung } from './hls-master';

describe('HLS playlists', () => {
  it('reads the segments, their durations and the init segment of a media playlist', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:6',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:6.000000,',
      'segment_0000.m4s',
      '#EXTINF:2.500000,',
      'segment_0001.m4s',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
    expect(readMediaPlaylist(text)).toEqual({
      init: 'init.mp4',
      segments: [
        { uri: 'segment_0000.m4s', seconds: 6 },
        { uri: 'segment_0001.m4s', seconds: 2.5 },
      ],
    });
  });

  it('reads the codec string from the avcC box of an init segment', () => {
    const box = Buffer.concat([Buffer.from('....stsd....avcC', 'latin1'), Buffer.from([1, 0x64, 0x00, 0x1f, 0xff])]);
    expect(avcCodecOf(new Uint8Array(box))).toBe('avc1.64001f');
    expect(() => avcCodecOf(new Uint8Array(Buffer.from('no box here')))).toThrow(/avcC/);
  });

  it('writes a master playlist with bandwidth, resolution, frame rate and codecs, lowest rung first, by relative addresses', () => {
    const rung = (name: string, width: number, height: number, peak: number, audio: boolean): MeasuredRung => ({
      rung: { name, width, height, maxVideoBitrate: 0, bufferBits: 0, audioBitrate: audio ? 128_000 : null },
      peakBandwidth: peak,
      averageBandwidth: Math.round(peak / 2),
      codecs: audio ? 'avc1.64001f,mp4a.40.2' : 'avc1.64001f',
      seconds: 8,
      files: [],
    });
    expect(masterPlaylist([rung('540p', 960, 540, 1_300_000, true), rung('360p', 640, 360, 700_000, true)], 30)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=700000,AVERAGE-BANDWIDTH=350000,RESOLUTION=640x360,FRAME-RATE=30.000,CODECS="avc1.64001f,mp4a.40.2"',
        '360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=1300000,AVERAGE-BANDWIDTH=650000,RESOLUTION=960x540,FRAME-RATE=30.000,CODECS="avc1.64001f,mp4a.40.2"',
        '540p/index.m3u8',
        '',
      ].join('\n'),
    );
  });
});
