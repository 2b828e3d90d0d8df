import type { AttemptPlayer, AttemptResult } from '../../contracts/exam-schemas';
import type { PreviewEntry, PreviewMark } from '../../contracts/studio-exam-schemas';
import type { LocalAnswer } from './use-attempt-session';

/**
 * A studio preview is kept by the browser, not the server: the paper drawn,
 * the answers given and, once handed in, the result with what marked it (so
 * self-marking sends it again). In this tab's sessionStorage, so a reload
 * carries on and closing the tab ends it; when storage is refused it lives
 * in memory only.
 */
export type PreviewRun = { attempt: AttemptPlayer; paper: PreviewEntry[]; answers: [number, LocalAnswer][]; clockOffsetMs: number };
export type PreviewOutcome = { result: AttemptResult; mark: PreviewMark };

const runKey = (examId: number) => `hisab.exam-preview.${examId}`;
const outcomeKey = (examId: number) => `hisab.exam-preview-result.${examId}`;

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the preview goes on in memory, and a reload draws a new paper.
  }
}

export const readRun = (examId: number) => read<PreviewRun>(runKey(examId));
export const keepRun = (examId: number, run: PreviewRun | null) => write(runKey(examId), run);
export const readOutcome = (examId: number) => read<PreviewOutcome>(outcomeKey(examId));
export const keepOutcome = (examId: number, outcome: PreviewOutcome) => write(outcomeKey(examId), outcome);

/** The result screen of a preview handed in. */
export const previewResultPath = (examId: number) => `/examcl?preview=${examId}`;
