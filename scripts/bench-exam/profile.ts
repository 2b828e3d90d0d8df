import { positiveSetting } from '../bench-requests/bench-settings';

/**
 * How the students of bench:exam arrive. `bell` (the default) is a real
 * mock sitting: every student presses Start within the first 10 s (the
 * invigilator's "you may begin"), gets the paper, saves every 15 s, and
 * everyone submits in the last 30 s. `spread` is the gentler day the
 * benchmark measured first: starts over a minute, a save every 30 s, submits
 * over a minute. Each window can be changed on its own.
 */
export type ProfileName = 'bell' | 'spread';

export type ExamProfile = {
  name: ProfileName;
  /** Every student presses Start at a uniformly random moment of the first this many seconds. */
  startWindowSeconds: number;
  /** Each student saves this often once the paper is loaded (the first save at a random moment of the first interval). */
  saveEverySeconds: number;
  /** Saves continue until this many seconds after the exam began (the start window plus BENCH_SAVE_FOR). */
  saveUntilSeconds: number;
  /** Every submit at a uniformly random moment of this many seconds after the saves end. */
  submitWindowSeconds: number;
  /**
   * Each student also reads the attempt after Start (BENCH_PAPER_READ=1), as
   * a player reloaded at once does, and as every player did before Start's
   * answer carried the paper (2026-11-28). Off: the paper comes with Start.
   */
  paperRead: boolean;
};

const DEFAULTS: Record<ProfileName, { start: number; every: number; saveFor: number; submit: number }> = {
  bell: { start: 10, every: 15, saveFor: 180, submit: 30 },
  spread: { start: 60, every: 30, saveFor: 180, submit: 60 },
};

/** The profile from BENCH_PROFILE, with BENCH_START_WINDOW, BENCH_SAVE_EVERY, BENCH_SAVE_FOR and BENCH_SUBMIT_WINDOW overriding its windows. */
export function examProfile(): ExamProfile {
  const name = process.env.BENCH_PROFILE ?? 'bell';
  if (name !== 'bell' && name !== 'spread') throw new Error(`BENCH_PROFILE must be bell or spread, not "${name}"`);
  const d = DEFAULTS[name];
  const startWindowSeconds = positiveSetting('BENCH_START_WINDOW', d.start);
  return {
    name,
    startWindowSeconds,
    saveEverySeconds: positiveSetting('BENCH_SAVE_EVERY', d.every),
    saveUntilSeconds: startWindowSeconds + positiveSetting('BENCH_SAVE_FOR', d.saveFor),
    submitWindowSeconds: positiveSetting('BENCH_SUBMIT_WINDOW', d.submit),
    paperRead: process.env.BENCH_PAPER_READ === '1',
  };
}

/** One line saying what the profile does, for the output and the write-up. */
export function describeProfile(p: ExamProfile, students: number): string {
  return (
    `profile ${p.name}: every Start within ${p.startWindowSeconds} s, ${p.paperRead ? 'then the paper read again' : 'the paper in its answer'}; a save every ${p.saveEverySeconds} s each ` +
    `(about ${Math.round(students / p.saveEverySeconds)} saves/s) until ${p.saveUntilSeconds} s; every submit within the next ${p.submitWindowSeconds} s, then the result`
  );
}

/** When one student does what, in seconds from the moment the exam opens. */
export type StudentPlan = { startAt: number; firstSaveAfter: number; submitAt: number };

export function planStudent(p: ExamProfile, random: () => number = Math.random): StudentPlan {
  return {
    startAt: random() * p.startWindowSeconds,
    firstSaveAfter: random() * p.saveEverySeconds,
    submitAt: p.saveUntilSeconds + random() * p.submitWindowSeconds,
  };
}
