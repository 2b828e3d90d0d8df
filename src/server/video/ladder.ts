/**
 * The HLS ladder made from a source: which rungs (sizes) and at what bit
 * rates. Rungs are named by their shorter side (`720p` is 1280×720 for a
 * landscape source and 720×1280 for a portrait one), as phones and players
 * name them.
 *
 * - Rungs 360p, 540p, 720p and 1080p, only those the source is at least as
 *   large as: never an upscale (bigger files, no more detail). A source a
 *   little short of a rung (within 10 %: a 1280×714 screen recording) gets
 *   that rung at its own size rather than dropping to the one below. A
 *   source smaller than that for 360p gets one rung at its own size.
 * - Bit rates: the caps lectures need (slides and a speaker, not sport) at
 *   16:9 and 30 fps, 0.6 / 1.2 / 2.5 / 4.5 Mbit/s, scaled by the rung's
 *   pixels (a 4:3 rung has fewer) and by its frame rate below 30 fps: about
 *   0.08 bits per pixel, a little under PeerTube's 0.10-0.15 for general
 *   video. The encoder aims at a constant quality under that cap, so a still
 *   slide costs far less than the cap.
 * - Frame rate: the source's, at most 30 fps (lectures gain nothing from 60).
 * - Sound: AAC at 96 kbit/s on 360p, 128 kbit/s above, when the source has any.
 */
export type Rung = {
  /** The rung's folder and label: its shorter side in pixels and "p". */
  name: string;
  width: number;
  height: number;
  /** The video's bit-rate cap (bits/s) and the buffer the cap is measured over. */
  maxVideoBitrate: number;
  bufferBits: number;
  /** AAC bits/s, or null when the source has no sound. */
  audioBitrate: number | null;
};

export type Ladder = {
  rungs: Rung[];
  /** The frame rate to make, or null to keep the source's (30 fps or less). */
  fps: number | null;
};

export type LadderSource = { width: number; height: number; fps: number; hasAudio: boolean };

const STANDARD = [
  { side: 360, bitrate: 600_000 },
  { side: 540, bitrate: 1_200_000 },
  { side: 720, bitrate: 2_500_000 },
  { side: 1080, bitrate: 4_500_000 },
] as const;
const NEAR_ENOUGH = 0.9;
const MAX_FPS = 30;
const MIN_VIDEO_BITRATE = 150_000;

const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
const nearestEven = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export function chooseLadder(source: LadderSource): Ladder {
  const short = Math.min(source.width, source.height);
  const long = Math.max(source.width, source.height);
  const portrait = source.height > source.width;
  const fps = Math.min(source.fps, MAX_FPS);
  const fpsFactor = Math.min(1, Math.max(0.5, fps / MAX_FPS));

  const rung = (side: number, referenceSide: number, referenceBitrate: number): Rung => {
    const shortSide = even(Math.min(side, short));
    // The long side keeps the source's shape, rounded to even (H.264 with 4:2:0 colour needs even sizes), never above the source's.
    const longSide = Math.min(nearestEven((shortSide * long) / short), even(long));
    const pixels = shortSide * longSide;
    const referencePixels = referenceSide * Math.round((referenceSide * 16) / 9);
    const maxVideoBitrate = Math.max(MIN_VIDEO_BITRATE, Math.round((referenceBitrate * (pixels / referencePixels) * fpsFactor) / 1000) * 1000);
    return {
      name: `${shortSide}p`,
      width: portrait ? shortSide : longSide,
      height: portrait ? longSide : shortSide,
      maxVideoBitrate,
      bufferBits: maxVideoBitrate * 2,
      audioBitrate: source.hasAudio ? (shortSide <= 360 ? 96_000 : 128_000) : null,
    };
  };

  const fitting = STANDARD.filter((s) => short >= s.side * NEAR_ENOUGH);
  const rungs = fitting.length > 0 ? fitting.map((s) => rung(s.side, s.side, s.bitrate)) : [rung(short, STANDARD[0].side, STANDARD[0].bitrate)];
  return { rungs, fps: source.fps > MAX_FPS + 0.5 ? MAX_FPS : null };
}
