import { useCallback, useEffect, useRef, useState } from 'react';

type Stored<T> = { value: T; version: number | null; savedAt: string };

const PREFIX = 'hisab.studio.draft:';
const WRITE_DELAY_MS = 400;

function readStored<T>(key: string): Stored<T> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as Stored<T>) : null;
  } catch {
    return null;
  }
}

function writeStored<T>(key: string, stored: Stored<T> | null): void {
  try {
    if (stored) window.localStorage.setItem(PREFIX + key, JSON.stringify(stored));
    else window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage full or blocked: the form still holds the text; only the safety copy is lost.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type Draft<T> = {
  /** What the form shows: the admin's unsaved work, else the saved item. Undefined until the item has loaded. */
  value: T | undefined;
  setValue: (next: T | ((current: T) => T)) => void;
  /** The form differs from what the server has. */
  dirty: boolean;
  /** The form was filled from a copy kept in this browser (a crash, a closed tab). */
  restoredFromDraft: boolean;
  /** That copy was started from an older saved version than the server's now. */
  draftIsStale: boolean;
  /** When the kept copy was last written. */
  draftSavedAt: string | null;
  discardDraft: () => void;
  /** After a save: the server's new state becomes the form's, and the kept copy goes. */
  markSaved: (saved: T) => void;
};

/**
 * Autosave for a studio form: every change is copied to this browser's
 * storage under `key` (a moment after typing stops), so a closed tab, a
 * crash or a lost connection loses nothing. When the item is opened again
 * the copy is offered back, flagged when someone saved a newer version since.
 */
export function useDraft<T>(key: string, serverValue: T | undefined, version: number | undefined): Draft<T> {
  const [state, setState] = useState<{ key: string; value: T; restored: Stored<T> | null } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  // Fill the form once per item, while rendering (no flash of the server's text):
  // from the kept copy if it differs from what is saved, else from the server.
  if (serverValue !== undefined && state?.key !== key) {
    const stored = readStored<T>(key);
    const restored = stored && !same(stored.value, serverValue) ? stored : null;
    setState({ key, value: restored ? restored.value : serverValue, restored });
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setValue = useCallback(
    (next: T | ((current: T) => T)) => {
      setState((current) => {
        if (current === null) return current;
        const updated = typeof next === 'function' ? (next as (c: T) => T)(current.value) : next;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          writeStored(current.key, { value: updated, version: version ?? null, savedAt: new Date().toISOString() });
        }, WRITE_DELAY_MS);
        return { ...current, value: updated };
      });
    },
    [version],
  );

  const discardDraft = useCallback(() => {
    window.clearTimeout(timer.current);
    writeStored(key, null);
    if (serverValue !== undefined) setState({ key, value: serverValue, restored: null });
  }, [key, serverValue]);

  const markSaved = useCallback(
    (saved: T) => {
      window.clearTimeout(timer.current);
      writeStored(key, null);
      setState({ key, value: saved, restored: null });
    },
    [key],
  );

  const value = state?.key === key ? state.value : undefined;
  const restored = state?.key === key ? state.restored : null;
  return {
    value,
    setValue,
    dirty: value !== undefined && serverValue !== undefined && !same(value, serverValue),
    restoredFromDraft: restored !== null,
    draftIsStale: restored !== null && version !== undefined && restored.version !== null && restored.version !== version,
    draftSavedAt: restored?.savedAt ?? null,
    discardDraft,
    markSaved,
  };
}
