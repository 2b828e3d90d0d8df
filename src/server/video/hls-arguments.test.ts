import { describe, expect, it } from 'vitest';
import { hlsArguments, posterArguments } from './hls-arguments';
import { chooseLadder } from './ladder';

const valueAfter = (args: string[], flag: string) => args.filter((_, i) => args[i - 1] === flag);

describe("ffmpeg's arguments for the ladder", () => {
  it('decodes once and encodes each rung into its own folder, with sound when the source has it', () => {
    const ladder = chooseLadder({ width: 1280, height: 720, fps: 30, hasAudio: true });
    const args = hlsArguments({ input: '/in/source.mp4', outputDir: '/out', ladder, hasAudio: true, preset: 'veryfast', threads: 2 });
    expect(valueAfter(args, '-i')).toEqual(['/in/source.mp4']);
    expect(valueAfter(args, '-filter_complex')).toEqual([
      '[0:V:0]split=3[s0][s1][s2];[s0]scale=640:360,setsar=1,format=yuv420p[v0];[s1]scale=960:540,setsar=1,format=yuv420p[v1];[s2]scale=1280:720,setsar=1,format=yuv420p[v2]',
    ]);
    expect(valueAfter(args, '-map')).toEqual(['[v0]', '0:a:0', '[v1]', '0:a:0', '[v2]', '0:a:0']);
    expect(valueAfter(args, '-b:a')).toEqual(['96000', '128000', '128000']);
    expect(valueAfter(args, '-maxrate')).toEqual(['600000', '1200000', '2500000']);
    expect(valueAfter(args, '-force_key_frames')).toEqual(Array(3).fill('expr:gte(t,n_forced*2)'));
    expect(valueAfter(args, '-sc_threshold')).toEqual(['0', '0', '0']);
    expect(valueAfter(args, '-hls_time')).toEqual(['6', '6', '6']);
    expect(valueAfter(args, '-hls_segment_type')).toEqual(['fmp4', 'fmp4', 'fmp4']);
    expect(valueAfter(args, '-hls_segment_filename')).toEqual(['/out/360p/segment_%04d.m4s', '/out/540p/segment_%04d.m4s', '/out/720p/segment_%04d.m4s']);
    expect(args.filter((a) => a.endsWith('index.m3u8'))).toEqual(['/out/360p/index.m3u8', '/out/540p/index.m3u8', '/out/720p/index.m3u8']);
    expect(valueAfter(args, '-threads')).toEqual(['2', '2', '2', '2']);
    expect(valueAfter(args, '-progress')).toEqual(['pipe:1']);
  });

  it('maps no sound for a silent source and brings a fast source down to 30 frames a second', () => {
    const ladder = chooseLadder({ width: 640, height: 360, fps: 60, hasAudio: false });
    const args = hlsArguments({ input: 'in.mkv', outputDir: 'out', ladder, hasAudio: false, preset: 'ultrafast', threads: 1 });
    expect(valueAfter(args, '-map')).toEqual(['[v0]']);
    expect(args).not.toContain('-c:a');
    expect(valueAfter(args, '-filter_complex')).toEqual(['[0:V:0]fps=30,split=1[s0];[s0]scale=640:360,setsar=1,format=yuv420p[v0]']);
    expect(valueAfter(args, '-preset')).toEqual(['ultrafast']);
  });

  it('takes the poster frame at the time asked, at most 1280 pixels wide', () => {
    const args = posterArguments({ input: 'in.mp4', output: 'poster.jpg', atSeconds: 12.3456 });
    expect(valueAfter(args, '-ss')).toEqual(['12.346']);
    expect(valueAfter(args, '-vf')).toEqual(["scale='min(1280,iw)':-2"]);
    expect(args.at(-1)).toBe('poster.jpg');
  });
});
