import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffmpegBinaries } from './ffmpeg-binaries';

const run = promisify(execFile);

export type ProbedStream = {
  codec_type?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number | string }[];
  disposition?: { attached_pic?: number };
};

/**
 * The size a video is shown at, which ffmpeg makes when it decodes: a phone's
 * portrait clip is often stored landscape with a rotation (an old `rotate`
 * tag or a display matrix), and some cameras store wide pictures in narrow
 * pixels (a sample aspect ratio other than 1:1). The ladder is chosen from
 * this size, not the stored one, or a portrait lecture would come out
 * squashed.
 */
export function displaySizeOf(stream: ProbedStream): { width: number; height: number } {
  let width = stream.width ?? 0;
  const height = stream.height ?? 0;
  const [num, den] = (stream.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  if (num && den && num !== den) width = Math.round((width * num) / den);
  const rotation = Number(stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? stream.tags?.rotate ?? 0);
  const quarterTurns = Math.round(rotation / 90);
  return Math.abs(quarterTurns) % 2 === 1 ? { width: height, height: width } : { width, height };
}

/** The first picture stream's display size, read by ffprobe (cover art left out). */
export async function probeDisplaySize(filePath: string): Promise<{ width: number; height: number }> {
  const { stdout } = await run(ffmpegBinaries().ffprobe, ['-v', 'error', '-select_streams', 'v', '-show_streams', '-print_format', 'json', filePath], {
    timeout: 60_000,
    maxBuffer: 8 * 1024 * 1024,
  });
  const streams = (JSON.parse(stdout) as { streams?: ProbedStream[] }).streams ?? [];
  const video = streams.find((s) => s.disposition?.attached_pic !== 1);
  if (!video) throw new Error('The file has no picture stream.');
  return displaySizeOf(video);
}
