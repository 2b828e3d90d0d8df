const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A length of time as a dashboard reads it at a glance: "under a minute",
 * "45 min", "3 h 12 min", "2 d 4 h". Two units at most, the smaller one
 * left out when it is nought; rounded down, so nothing looks faster or
 * older than it was.
 */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < MINUTE) return 'under a minute';
  if (s < HOUR) return `${Math.floor(s / MINUTE)} min`;
  if (s < DAY) {
    const minutes = Math.floor((s % HOUR) / MINUTE);
    return `${Math.floor(s / HOUR)} h${minutes > 0 ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((s % DAY) / HOUR);
  return `${Math.floor(s / DAY)} d${hours > 0 ? ` ${hours} h` : ''}`;
}
