import { formatBytes } from '../../../format/bytes';

/** An upload's speed: "4.1 MB/s" (SI units, as the sizes beside it). */
export function formatSpeed(bytesPerSecond: number): string {
  return `${formatBytes(Math.max(0, Math.round(bytesPerSecond)))}/s`;
}

/** Time left, said roughly (an estimate that changes as it goes): "less than a minute", "about 3 min", "about 1 h 20 min". */
export function formatTimeLeft(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return 'working out the time left';
  if (seconds < 45) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} h${rest ? ` ${rest} min` : ''} left`;
}

/** A video's running time as players show it: "0:07", "12:34", "1:02:03". */
export function formatRunningTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The ladder's rungs, lowest first: "360p · 540p · 720p". */
export function formatRungs(renditions: { name: string }[]): string {
  return renditions.map((r) => r.name).join(' · ');
}

/**
 * An upload's speed from its recent progress: bytes over the last few
 * seconds, so a pause or a faster stretch shows within moments rather than
 * being averaged over the whole upload. Null until there is enough to tell.
 */
export function recentSpeed(samples: { at: number; bytes: number }[], windowMs = 8000): number | null {
  const last = samples[samples.length - 1];
  if (!last) return null;
  const first = samples.find((s) => s.at >= last.at - windowMs) ?? last;
  const elapsed = (last.at - first.at) / 1000;
  if (elapsed < 0.5) return null;
  return (last.bytes - first.bytes) / elapsed;
}
