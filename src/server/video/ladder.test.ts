import { describe, expect, it } from 'vitest';
import { chooseLadder } from './ladder';

const sizes = (width: number, height: number, fps = 30) => chooseLadder({ width, height, fps, hasAudio: true }).rungs.map((r) => `${r.name} ${r.width}x${r.height}`);

describe('the ladder chosen from the source', () => {
  it('gives a 1080p source all four rungs in 16:9', () => {
    expect(sizes(1920, 1080)).toEqual(['360p 640x360', '540p 960x540', '720p 1280x720', '1080p 1920x1080']);
  });

  it('never upscales: a 720p source stops at 720p, a 540p one at 540p, a 360p one has one rung', () => {
    expect(sizes(1280, 720)).toEqual(['360p 640x360', '540p 960x540', '720p 1280x720']);
    expect(sizes(960, 540)).toEqual(['360p 640x360', '540p 960x540']);
    expect(sizes(640, 360)).toEqual(['360p 640x360']);
  });

  it('stops at 1080p for a 4K source', () => {
    expect(sizes(3840, 2160)).toEqual(['360p 640x360', '540p 960x540', '720p 1280x720', '1080p 1920x1080']);
  });

  it('gives a source below 360p one rung at its own size, in even pixels', () => {
    expect(sizes(480, 270)).toEqual(['270p 480x270']);
    expect(sizes(321, 241)).toEqual(['240p 320x240']);
    expect(sizes(176, 144)).toEqual(['144p 176x144']);
  });

  it('names portrait rungs by their shorter side and keeps them upright', () => {
    expect(sizes(1080, 1920)).toEqual(['360p 360x640', '540p 540x960', '720p 720x1280', '1080p 1080x1920']);
    expect(sizes(720, 1280)).toEqual(['360p 360x640', '540p 540x960', '720p 720x1280']);
    expect(sizes(240, 426)).toEqual(['240p 240x426']);
  });

  it('keeps the shape of 4:3 and wide sources', () => {
    expect(sizes(1440, 1080)).toEqual(['360p 480x360', '540p 720x540', '720p 960x720', '1080p 1440x1080']);
    expect(sizes(2560, 1080)).toEqual(['360p 854x360', '540p 1280x540', '720p 1706x720', '1080p 2560x1080']);
  });

  it('gives a source a little short of a rung that rung at its own size, not an upscale', () => {
    expect(sizes(1280, 714)).toEqual(['360p 646x360', '540p 968x540', '714p 1280x714']);
    expect(sizes(639, 359)).toEqual(['358p 638x358']);
  });

  it('caps bit rates at about 0.6, 1.2, 2.5 and 4.5 Mbit/s at 16:9 and 30 fps, fewer for fewer pixels or frames', () => {
    const full = chooseLadder({ width: 1920, height: 1080, fps: 30, hasAudio: true }).rungs;
    expect(full.map((r) => r.maxVideoBitrate)).toEqual([600_000, 1_200_000, 2_500_000, 4_500_000]);
    expect(full.map((r) => r.bufferBits)).toEqual([1_200_000, 2_400_000, 5_000_000, 9_000_000]);
    const fourThree = chooseLadder({ width: 1440, height: 1080, fps: 30, hasAudio: true }).rungs;
    expect(fourThree.at(-1)!.maxVideoBitrate).toBe(3_375_000);
    const slow = chooseLadder({ width: 1280, height: 720, fps: 15, hasAudio: true }).rungs;
    expect(slow.map((r) => r.maxVideoBitrate)).toEqual([300_000, 600_000, 1_250_000]);
    const tiny = chooseLadder({ width: 160, height: 90, fps: 30, hasAudio: false }).rungs;
    expect(tiny[0]!.maxVideoBitrate).toBe(150_000);
  });

  it('makes at most 30 frames a second and keeps a slower source as it is', () => {
    expect(chooseLadder({ width: 1280, height: 720, fps: 60, hasAudio: true }).fps).toBe(30);
    expect(chooseLadder({ width: 1280, height: 720, fps: 59.94, hasAudio: true }).rungs[0]!.maxVideoBitrate).toBe(600_000);
    expect(chooseLadder({ width: 1280, height: 720, fps: 30, hasAudio: true }).fps).toBeNull();
    expect(chooseLadder({ width: 1280, height: 720, fps: 25, hasAudio: true }).fps).toBeNull();
  });

  it('adds sound at 96 kbit/s on 360p and 128 kbit/s above only when the source has sound', () => {
    expect(chooseLadder({ width: 1280, height: 720, fps: 30, hasAudio: true }).rungs.map((r) => r.audioBitrate)).toEqual([96_000, 128_000, 128_000]);
    expect(chooseLadder({ width: 1280, height: 720, fps: 30, hasAudio: false }).rungs.map((r) => r.audioBitrate)).toEqual([null, null, null]);
  });
});
