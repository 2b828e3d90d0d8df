import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffmpegBinaries } from '../video/ffmpeg-binaries';

const run = promisify(execFile);

export type TestClipOptions = {
  width?: number;
  height?: number;
  seconds?: number;
  fps?: number;
  /** A 440 Hz tone beside the picture (default true). */
  audio?: boolean;
  /** The index (moov) first, as a file made for streaming; ffmpeg's default puts it last. */
  faststart?: boolean;
  /** How long ffmpeg may take (default 2 minutes; a benchmark's long 1080p clip on a busy machine needs more). */
  timeoutMs?: number;
};

/**
 * Writes a small MP4 made by ffmpeg (the moving test pattern and a tone), so
 * video tests need no fixture files. Fast to make: ultrafast preset, small
 * sizes by default.
 */
export async function makeTestClip(file: string, { width = 640, height = 360, seconds = 4, fps = 30, audio = true, faststart = false, timeoutMs = 120_000 }: TestClipOptions = {}): Promise<string> {
  const args = ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`];
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`);
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (audio) args.push('-c:a', 'aac', '-b:a', '96k', '-shortest');
  if (faststart) args.push('-movflags', '+faststart');
  args.push(file);
  await run(ffmpegBinaries().ffmpeg, args, { timeout: timeoutMs });
  return file;
}
