import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Rung } from './ladder';

export type MeasuredRung = {
  rung: Rung;
  /** The highest bit rate of any segment (what BANDWIDTH must cover) and the whole rung's average, in bits/s, sound included. */
  peakBandwidth: number;
  averageBandwidth: number;
  /** The RFC 6381 codec list of this rung: `avc1.64001f,mp4a.40.2`. */
  codecs: string;
  /** Seconds of video the playlist holds. */
  seconds: number;
  /** The rung's files, relative to its folder: the playlist, init.mp4 and the segments. */
  files: string[];
};

/** The segments a media playlist lists, with their durations, and its init segment (EXT-X-MAP). */
export function readMediaPlaylist(text: string): { init: string | null; segments: { uri: string; seconds: number }[] } {
  let init: string | null = null;
  const segments: { uri: string; seconds: number }[] = [];
  let seconds: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-MAP:')) init = /URI="([^"]+)"/.exec(line)?.[1] ?? null;
    else if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line !== '' && !line.startsWith('#') && seconds !== null) {
      segments.push({ uri: line, seconds });
      seconds = null;
    }
  }
  return { init, segments };
}

/**
 * The H.264 codec string of an init segment, read from its avcC box: profile,
 * constraint flags and level as libx264 wrote them (`avc1.64001f` is High at
 * level 3.1), so the master playlist tells players exactly what they get.
 */
export function avcCodecOf(init: Uint8Array): string {
  const at = Buffer.from(init.buffer, init.byteOffset, init.byteLength).indexOf('avcC', 0, 'latin1');
  if (at < 0 || at + 8 > init.length) throw new Error('The rung has no H.264 configuration (avcC) in its init segment.');
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  return `avc1.${hex(init[at + 5]!)}${hex(init[at + 6]!)}${hex(init[at + 7]!)}`;
}

/** Reads a rung's output folder: durations from its playlist, sizes from its files, the codec from its init segment. */
export async function measureRung(folder: string, rung: Rung): Promise<MeasuredRung> {
  const { init, segments } = readMediaPlaylist(await readFile(path.join(folder, 'index.m3u8'), 'utf8'));
  if (segments.length === 0) throw new Error(`The ${rung.name} playlist lists no segments.`);
  if (init === null) throw new Error(`The ${rung.name} playlist has no init segment.`);
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (const segment of segments) {
    const size = (await stat(path.join(folder, segment.uri))).size;
    bytes += size;
    seconds += segment.seconds;
    // A last sliver of a segment (a fraction of a second) would claim a peak the stream never sustains.
    if (segment.seconds >= 1 || segments.length === 1) peak = Math.max(peak, (size * 8) / Math.max(segment.seconds, 0.001));
  }
  const video = avcCodecOf(new Uint8Array(await readFile(path.join(folder, init))));
  return {
    rung,
    peakBandwidth: Math.ceil(peak),
    averageBandwidth: Math.ceil((bytes * 8) / Math.max(seconds, 0.001)),
    codecs: rung.audioBitrate === null ? video : `${video},mp4a.40.2`,
    seconds,
    files: ['index.m3u8', init, ...segments.map((s) => s.uri)],
  };
}

/**
 * The master playlist: one entry per rung, lowest first, each with its
 * measured peak (BANDWIDTH) and average bit rate, size, frame rate and
 * codecs, pointing at the rung's playlist by a relative address, so the
 * folder can be served from any origin or signed prefix.
 */
export function masterPlaylist(rungs: MeasuredRung[], fps: number): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const m of [...rungs].sort((a, b) => a.peakBandwidth - b.peakBandwidth)) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${m.peakBandwidth},AVERAGE-BANDWIDTH=${m.averageBandwidth},RESOLUTION=${m.rung.width}x${m.rung.height},FRAME-RATE=${fps.toFixed(3)},CODECS="${m.codecs}"`,
      `${m.rung.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}
