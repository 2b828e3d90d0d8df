/**
 * The longest step between two readings of the playhead that still counts
 * as watching. Browsers report the time every quarter second or so while
 * playing (half a second of video at 2x; slower in a background tab); a
 * seek is forgotten explicitly (`restart`), this only guards what slips by.
 */
const MAX_STEP_SECONDS = 4;

/**
 * Seconds of video actually played since the last save, measured from the
 * playhead while playing: seeking ahead is not watching, and watching a
 * part twice counts twice. The server caps what it adds by the wall clock;
 * this keeps the player honest and exact (fractions carry to the next save).
 */
export class WatchMeter {
  private last: number | null = null;
  private played = 0;

  /** A reading of the playhead while the video plays. */
  tick(currentTime: number): void {
    if (this.last !== null) {
      const step = currentTime - this.last;
      if (step > 0 && step <= MAX_STEP_SECONDS) this.played += step;
    }
    this.last = currentTime;
  }

  /** After a seek, a pause or a new source: the next reading starts afresh. */
  restart(): void {
    this.last = null;
  }

  /** The whole seconds to send now; the fraction stays for the next save. */
  take(): number {
    const whole = Math.floor(this.played);
    this.played -= whole;
    return whole;
  }

  /** Seconds a save that never reached the server could not send: counted in the next one. */
  giveBack(seconds: number): void {
    this.played += seconds;
  }
}
