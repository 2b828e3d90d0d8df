import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ffmpegBinaries } from '../ffmpeg-binaries';
import type { DeckInput, TimedSlide } from './build-slides';
import { drawSlide } from './draw-slide';
import { SLIDE } from './slide-theme';

/**
 * Slides hold still, so a few frames a second look the same as thirty and
 * cost a third as much to encode here and to transcode afterwards.
 */
export const DEMO_FPS = 10;

/** Each slide drawn to a PNG in `workDir`, in order. */
async function drawSlides(input: DeckInput, slides: TimedSlide[], workDir: string): Promise<string[]> {
  const files: string[] = [];
  for (const [index, slide] of slides.entries()) {
    const file = path.join(workDir, `slide-${String(index + 1).padStart(2, '0')}.png`);
    const svg = drawSlide(slide, input, { number: index + 1, count: slides.length });
    await sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toFile(file);
    files.push(file);
  }
  return files;
}

/**
 * The concat demuxer's list: each picture for its seconds. The last one is
 * named twice because the demuxer drops the duration of the final entry.
 */
function concatList(files: string[], slides: TimedSlide[]): string {
  const lines = ['ffconcat version 1.0'];
  files.forEach((file, i) => lines.push(`file '${path.basename(file)}'`, `duration ${slides[i]!.seconds}`));
  lines.push(`file '${path.basename(files.at(-1)!)}'`);
  return `${lines.join('\n')}\n`;
}

/**
 * Runs ffmpeg at the lowest CPU priority, so a render never slows the
 * requests this machine serves; `signal` stops it. Rejects with the end of
 * ffmpeg's own message when it fails.
 */
export function runFfmpegQuietly(args: string[], { cwd, signal }: { cwd: string; signal?: AbortSignal }): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
    const child = spawn(ffmpegBinaries().ffmpeg, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    } catch {
      // Some systems refuse to change a priority; the render still runs, only at the normal one.
    }
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const stop = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', stop, { once: true });
    child.once('error', (error) => {
      signal?.removeEventListener('abort', stop);
      reject(error);
    });
    child.once('close', (code) => {
      signal?.removeEventListener('abort', stop);
      if (signal?.aborted) reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
      else if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

/**
 * Renders the slides as an MP4 lecture in `workDir`: H.264 at 1280x720 and
 * DEMO_FPS (tuned for still pictures), with a silent AAC track so players
 * and the transcode treat it as any recorded lecture. Answers the file's path.
 */
export async function renderDemoVideo({ input, slides, workDir, signal }: { input: DeckInput; slides: TimedSlide[]; workDir: string; signal?: AbortSignal }): Promise<string> {
  const files = await drawSlides(input, slides, workDir);
  await writeFile(path.join(workDir, 'slides.txt'), concatList(files, slides));
  const seconds = slides.reduce((sum, slide) => sum + slide.seconds, 0);
  const output = path.join(workDir, 'lecture.mp4');
  await runFfmpegQuietly(
    [
      ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ['-f', 'concat', '-safe', '0', '-i', 'slides.txt'],
      ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'],
      // Converted once per picture, before the frames are repeated: the repeats cost nothing.
      ['-filter_complex', `[0:v]scale=${SLIDE.width}:${SLIDE.height},format=yuv420p,fps=${DEMO_FPS}[v]`],
      ['-map', '[v]', '-map', '1:a', '-t', String(seconds)],
      ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '22', '-g', String(DEMO_FPS * 10)],
      ['-c:a', 'aac', '-b:a', '64k'],
      ['-movflags', '+faststart', output],
    ].flat(),
    { cwd: workDir, signal },
  );
  return output;
}
