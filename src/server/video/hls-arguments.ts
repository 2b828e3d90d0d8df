import type { Ladder } from './ladder';

export const SEGMENT_SECONDS = 6;
export const KEYFRAME_SECONDS = 2;

export type HlsArgumentsInput = {
  input: string;
  /** A local folder: each rung goes to <outputDir>/<rung name>/index.m3u8 with init.mp4 and segment_NNNN.m4s beside it. */
  outputDir: string;
  ladder: Ladder;
  hasAudio: boolean;
  /** libx264's speed preset: 'veryfast' in production (see docs/video.md), 'ultrafast' where a test only needs the files. */
  preset: string;
  /** Threads per encoder (and for decoding). */
  threads: number;
};

/**
 * ffmpeg's arguments for the whole ladder in one run: the source is decoded
 * once, split, scaled to each rung and encoded side by side, each rung into
 * its own HLS playlist.
 *
 * - H.264 High profile (libx264) at a constant quality (CRF 23) under the
 *   rung's bit-rate cap, 4:2:0 colour: what every browser and phone decodes.
 * - A keyframe every 2 s exactly and none at scene cuts, so the 6 s segments
 *   of every rung start at the same instants and a player can switch rungs at
 *   any segment boundary.
 * - AAC-LC stereo when the source has sound.
 * - HLS in fragmented MP4 (an init.mp4 and .m4s segments; why fMP4 rather
 *   than MPEG-TS: docs/decisions/2026-11-27-video-pipeline.md), a VOD
 *   playlist naming its files relatively. The master playlist is written
 *   afterwards from the measured files (hls-master.ts), not by ffmpeg.
 * - `-progress pipe:1` reports how far it is; `-nostdin` keeps it from
 *   reading the terminal.
 */
export function hlsArguments({ input, outputDir, ladder, hasAudio, preset, threads }: HlsArgumentsInput): string[] {
  const n = ladder.rungs.length;
  const fps = ladder.fps === null ? '' : `fps=${ladder.fps},`;
  const splits = ladder.rungs.map((_, i) => `[s${i}]`).join('');
  const scales = ladder.rungs.map((rung, i) => `[s${i}]scale=${rung.width}:${rung.height},setsar=1,format=yuv420p[v${i}]`).join(';');
  const args = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-progress', 'pipe:1', '-nostats', '-threads', String(threads), '-i', input];
  args.push('-filter_complex', `[0:V:0]${fps}split=${n}${splits};${scales}`);
  ladder.rungs.forEach((rung, i) => {
    const folder = `${outputDir}/${rung.name}`;
    args.push('-map', `[v${i}]`);
    if (hasAudio && rung.audioBitrate !== null) args.push('-map', '0:a:0', '-c:a', 'aac', '-b:a', String(rung.audioBitrate), '-ac', '2');
    args.push(
      '-c:v',
      'libx264',
      '-preset',
      preset,
      '-profile:v',
      'high',
      '-crf',
      '23',
      '-maxrate',
      String(rung.maxVideoBitrate),
      '-bufsize',
      String(rung.bufferBits),
      '-threads',
      String(threads),
      '-force_key_frames',
      `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
      '-sc_threshold',
      '0',
      '-max_muxing_queue_size',
      '1024',
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_segment_type',
      'fmp4',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_filename',
      `${folder}/segment_%04d.m4s`,
      `${folder}/index.m3u8`,
    );
  });
  return args;
}

/** Arguments for the poster: one frame at `atSeconds`, at most 1280 pixels wide, as a JPEG. */
export function posterArguments({ input, output, atSeconds }: { input: string; output: string; atSeconds: number }): string[] {
  return ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-ss', atSeconds.toFixed(3), '-i', input, '-map', '0:V:0', '-frames:v', '1', '-vf', "scale='min(1280,iw)':-2", '-q:v', '3', output];
}
