import type { SavedScript, SaveScript } from '../../contracts/marking-schemas';
import { ApiError } from '../api/client';
import { errorText } from '../api/error-text';
import { isProblem, type EntryProblem } from './marks';

/** Where the marker's work stands, for the marking bar. */
export type SaverStatus =
  | { kind: 'clean' }
  | { kind: 'unsaved' }
  | { kind: 'saving'; release: boolean }
  | { kind: 'saved'; at: number }
  /** Not saved, for the reason given; a draft is tried again after the next change or a while. */
  | { kind: 'failed'; message: string }
  /** Someone saved after this marker's copy: nothing more is sent until the marker decides (script_changed). */
  | { kind: 'stale' }
  /** Someone released the script after this marker's copy (script_released). */
  | { kind: 'released-elsewhere' }
  | { kind: 'released' };

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'released' }
  | { kind: 'problem'; problem: EntryProblem }
  | { kind: 'stale' }
  | { kind: 'released-elsewhere' }
  | { kind: 'failed'; message: string; error: unknown };

type Schedule = (run: () => void, ms: number) => () => void;

export type SaverOptions<E> = {
  /** The revision the screen's copy of the script is. */
  revision: number;
  /** What the marker has entered, as the screen opened. */
  entry: E;
  /** The body of a save of this entry from this revision, or what stops the entry being saved. */
  body: (entry: E, options: { revision: number; release: boolean }) => SaveScript | EntryProblem;
  send: (body: SaveScript, options: { keepalive: boolean }) => Promise<SavedScript>;
  onStatus: (status: SaverStatus) => void;
  /** How long after the last change a draft saves itself. */
  autosaveMs?: number;
  /** Waits on the clock (the window's timers; a test passes its own). */
  schedule?: Schedule;
  now?: () => number;
};

export type ScriptSaver<E> = ReturnType<typeof createScriptSaver<E>>;

const windowSchedule: Schedule = (run, ms) => {
  const id = window.setTimeout(run, ms);
  return () => window.clearTimeout(id);
};

/** After a save that found no connection or a failing server, the draft is tried again this much later. */
const RETRY_MS = 15_000;

/**
 * Saves one script's marks, one request at a time, each from the revision
 * the last save answered: two saves in flight together would send the same
 * revision and the second would be refused as stale by the marker's own
 * first. A draft saves itself a few seconds after the last change; Save
 * draft and Release go at once, after any save under way. When the server
 * says someone else saved (or released) in between, saving stops until the
 * screen rebases on the newest revision: what the marker entered is never
 * sent over another marker's work, and never thrown away here.
 */
export function createScriptSaver<E>({ revision: start, entry: first, body, send, onStatus, autosaveMs = 4000, schedule = windowSchedule, now = Date.now }: SaverOptions<E>) {
  let revision = start;
  /** The latest entry: every save sends what is on the screen when it goes, not when it was asked for. */
  let entry = first;
  /** Bumped on every change; a save records the version it sent. */
  let version = 0;
  let savedVersion = 0;
  let stopped: 'stale' | 'released-elsewhere' | 'released' | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let cancelTimer: (() => void) | null = null;

  const status = onStatus;
  const clearTimer = () => {
    cancelTimer?.();
    cancelTimer = null;
  };
  const later = (ms: number) => {
    clearTimer();
    cancelTimer = schedule(() => {
      cancelTimer = null;
      void save({ release: false, automatic: true });
    }, ms);
  };

  async function run(release: boolean, automatic: boolean): Promise<SaveOutcome> {
    if (stopped === 'released') return { kind: 'released' };
    if (stopped) return { kind: stopped };
    if (!release && version === savedVersion) return { kind: 'unchanged' };
    const built = body(entry, { revision, release });
    if (isProblem(built)) {
      // An autosave leaves a mistyped mark to the marker; an explicit save says what to put right.
      if (!automatic) status({ kind: 'failed', message: built.message });
      return { kind: 'problem', problem: built };
    }
    const sent = version;
    status({ kind: 'saving', release });
    try {
      const saved = await send(built, { keepalive: false });
      revision = saved.revision;
      savedVersion = sent;
      if (saved.state === 'released') {
        stopped = 'released';
        status({ kind: 'released' });
        return { kind: 'released' };
      }
      if (version === savedVersion) status({ kind: 'saved', at: now() });
      else {
        status({ kind: 'unsaved' });
        later(autosaveMs);
      }
      return { kind: 'saved' };
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'script_changed' || error.code === 'script_released')) {
        stopped = error.code === 'script_changed' ? 'stale' : 'released-elsewhere';
        clearTimer();
        status({ kind: stopped });
        return { kind: stopped };
      }
      const message = errorText(error);
      status({ kind: 'failed', message });
      // A lost connection or a failing server is tried again; a refusal waits for the marker to change something.
      if (!(error instanceof ApiError && error.status < 500)) later(RETRY_MS);
      return { kind: 'failed', message, error };
    }
  }

  function save({ release, automatic = false }: { release: boolean; automatic?: boolean }): Promise<SaveOutcome> {
    clearTimer();
    const next = chain.then(() => run(release, automatic));
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    /** The marker changed something: unsaved, and a draft save is due shortly. */
    edited(next: E) {
      entry = next;
      version += 1;
      if (stopped) return;
      status({ kind: 'unsaved' });
      later(autosaveMs);
    },
    saveDraft: () => save({ release: false }),
    release: () => save({ release: true }),
    /** Whether there are changes not yet saved. */
    get dirty() {
      return version !== savedVersion;
    },
    get revision() {
      return revision;
    },
    /** What the marker has entered, as last given. */
    get entry() {
      return entry;
    },
    get stopped() {
      return stopped;
    },
    /**
     * The marker chose what to keep after a refused save: saving goes on
     * from the newest revision with the entry they chose. `changed` says
     * whether it differs from what that revision holds (their own marks kept
     * over theirs).
     */
    rebase(next: number, { entry: chosen, changed }: { entry: E; changed: boolean }) {
      revision = next;
      entry = chosen;
      stopped = null;
      savedVersion = version;
      if (changed) {
        version += 1;
        status({ kind: 'unsaved' });
      } else status({ kind: 'clean' });
    },
    /** Leaving the screen: unsaved changes go now, in a request that outlives the page; nothing is waited for. */
    leave() {
      clearTimer();
      if (stopped || version === savedVersion) return;
      const built = body(entry, { revision, release: false });
      if (!isProblem(built)) send(built, { keepalive: true }).catch(() => undefined);
    },
  };
}
