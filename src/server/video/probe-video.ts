import { execFile } from 'node:child_process';
import { open, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { AppError } from '../errors';
import { ffmpegBinaries } from './ffmpeg-binaries';

const run = promisify(execFile);

/** The limits an uploaded lecture must keep (the studio says them too). */
export const VIDEO_LIMITS = {
  maxBytes: 4 * 1024 ** 3,
  maxSeconds: 6 * 60 * 60,
  /** Longest side in pixels: 4K. */
  maxSide: 3840,
  minSide: 16,
} as const;

export type VideoProbe = {
  durationMs: number;
  width: number;
  height: number;
  hasAudio: boolean;
  /** Frames per second of the video stream (30 when the file does not say). */
  fps: number;
  videoCodec: string;
  sizeBytes: number;
};

type ProbeJson = {
  format?: { duration?: string; format_name?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; avg_frame_rate?: string; r_frame_rate?: string; disposition?: { attached_pic?: number } }[];
};

/**
 * What a file is, read by ffprobe from its contents, never from its name.
 * Refuses with a catalogue code: not a video (`video_not_video`), cut short
 * (`video_truncated`: the index an MP4 or MOV keeps at its end is missing, or
 * the last seconds the header promises hold no frames), sound only
 * (`video_no_video_stream`), or over the limits (`video_too_large`,
 * `video_too_long`, `video_frame_size_unsupported`).
 */
export async function probeVideo(filePath: string): Promise<VideoProbe> {
  const sizeBytes = (await stat(filePath)).size;
  if (sizeBytes > VIDEO_LIMITS.maxBytes) throw new AppError('video_too_large');
  const { ffprobe } = ffmpegBinaries();
  let info: ProbeJson;
  try {
    const { stdout } = await run(ffprobe, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', filePath], { timeout: 60_000, maxBuffer: 8 * 1024 * 1024 });
    info = JSON.parse(stdout) as ProbeJson;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    // An MP4 or MOV keeps its index (moov) at the end unless made for streaming: one cut short begins like an MP4 but has none.
    if (/moov atom not found/i.test(stderr) && (await startsLikeMp4(filePath))) throw new AppError('video_truncated');
    throw new AppError('video_not_video');
  }
  const streams = info.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  // Pictures and sound files also "probe"; only a container of moving pictures is a lecture.
  const formats = (info.format?.format_name ?? '').split(',');
  if (!formats.some((f) => ['mov', 'mp4', 'm4a', '3gp', 'matroska', 'webm', 'avi', 'mpegts', 'flv', 'mpeg'].includes(f))) {
    throw new AppError(video ? 'video_not_video' : streams.some((s) => s.codec_type === 'audio') ? 'video_no_video_stream' : 'video_not_video');
  }
  if (!video) throw new AppError('video_no_video_stream');
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (Math.max(width, height) > VIDEO_LIMITS.maxSide || Math.min(width, height) < VIDEO_LIMITS.minSide) throw new AppError('video_frame_size_unsupported');
  const seconds = Number(info.format?.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new AppError('video_truncated');
  if (seconds > VIDEO_LIMITS.maxSeconds) throw new AppError('video_too_long');
  if (!(await hasFramesNear(ffprobe, filePath, seconds))) throw new AppError('video_truncated');
  return {
    durationMs: Math.round(seconds * 1000),
    width,
    height,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    fps: frameRate(video.avg_frame_rate) ?? frameRate(video.r_frame_rate) ?? 30,
    videoCodec: video.codec_name ?? 'unknown',
    sizeBytes,
  };
}

/** Whether the video stream has packets in the last seconds the header promises; a file cut short has none there. */
async function hasFramesNear(ffprobe: string, filePath: string, seconds: number): Promise<boolean> {
  const from = Math.max(0, seconds - 4);
  try {
    const { stdout, stderr } = await run(
      ffprobe,
      ['-v', 'error', '-select_streams', 'v:0', '-read_intervals', `${from.toFixed(3)}%${(seconds + 60).toFixed(3)}`, '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', filePath],
      {
        timeout: 60_000,
        maxBuffer: 8 * 1024 * 1024,
      },
    );
    if (/ended prematurely|Truncating packet/i.test(stderr)) return false;
    const times = stdout
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((time) => Number.isFinite(time) && time >= 0);
    // Frames run to within a frame or two of the end; 2.5 s allows sources of one frame a second.
    return times.some((time) => time >= seconds - 2.5);
  } catch {
    return false;
  }
}

async function startsLikeMp4(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(12);
    await file.read(head, 0, 12, 0);
    return head.toString('latin1', 4, 8) === 'ftyp';
  } finally {
    await file.close();
  }
}

function frameRate(value: string | undefined): number | null {
  if (!value) return null;
  const [top, bottom] = value.split('/').map(Number);
  const rate = bottom ? top! / bottom : top!;
  return Number.isFinite(rate) && rate > 0 && rate <= 240 ? rate : null;
}
