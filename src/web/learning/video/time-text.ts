/** A time in a video as a clock reads it: 0:05, 1:23, 12:00, 1:02:03. */
export function clockText(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** What the seek slider says to a screen reader: "1:23 of 10:00". */
export function positionText(current: number, total: number): string {
  return `${clockText(current)} of ${clockText(total)}`;
}

/** A speed as the menu and the announcement say it: 1x, 1.25x, 0.75x. */
export function speedText(rate: number): string {
  return `${Number(rate.toFixed(2))}x`;
}
