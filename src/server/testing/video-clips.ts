import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegBinaries } from '../video/ffmpeg-binaries';

const run = promisify(execFile);

/**
 * A short lecture-like clip made by ffmpeg for tests: a moving test picture
 * (testsrc2) with a tone, H.264 and AAC in an MP4 whose index is at its end
 * (as cameras and most editors write it), so cutting it short loses the index.
 */
export async function makeTestClip(
  folder: string,
  { name = 'lecture.mp4', seconds = 3, width = 320, height = 180 }: { name?: string; seconds?: number; width?: number; height?: number } = {},
): Promise<string> {
  const file = path.join(folder, name);
  await run(
    ffmpegBinaries().ffmpeg,
    [
      ...['-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25`],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
    ],
    { timeout: 60_000 },
  );
  return file;
}
