import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

export type FfmpegBinaries = {
  ffmpeg: string;
  ffprobe: string;
  /** 'system': found on PATH (Debian's ffmpeg, say); 'package': the static builds shipped by @ffmpeg-installer and @ffprobe-installer. */
  source: 'system' | 'package';
};

let found: FfmpegBinaries | undefined;

/**
 * ffmpeg and ffprobe: the system's when both are on PATH (usually newer and
 * tuned for the machine), otherwise the static builds npm installed with the
 * project, so a fresh `npm install` can transcode with nothing else. Set
 * FFMPEG_PATH and FFPROBE_PATH to choose others. Looked up once per process.
 */
export function ffmpegBinaries(env: NodeJS.ProcessEnv = process.env): FfmpegBinaries {
  if (found) return found;
  if (env.FFMPEG_PATH && env.FFPROBE_PATH) return (found = { ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH, source: 'system' });
  if (runs('ffmpeg') && runs('ffprobe')) return (found = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', source: 'system' });
  const require = createRequire(import.meta.url);
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
  return (found = { ffmpeg, ffprobe, source: 'package' });
}

function runs(command: string): boolean {
  try {
    execFileSync(command, ['-version'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}
