import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PreviewMark } from '../../contracts/studio-exam-schemas';
import { call } from '../api/client';
import { errorText } from '../api/error-text';
import type { QueueState } from './answer-queue';
import { keepOutcome, keepRun, readRun, type PreviewRun } from './preview-run';
import { clockOffsetMs } from './time-left';
import type { LocalAnswer, PlayerSession } from './use-attempt-session';

type Loaded = NonNullable<PlayerSession['loaded']>;

/** Nothing waits to be sent in a preview: answers stay in the browser until it is handed in. */
const NOTHING_WAITING: QueueState = { waiting: 0, sending: false, offline: false };

/**
 * A studio preview as the player runs it, with the session a student's
 * attempt has (use-attempt-session.ts), so the player cannot tell them
 * apart: the paper drawn by the server as a start would draw it, the
 * answers kept in this tab only, a topic quiz's answers checked and the
 * whole run marked by the server's marking, and nothing recorded
 * anywhere. `restart` draws a new paper.
 */
export function usePreviewSession(examId: number, onFinished: () => void): PlayerSession & { run: number; restart: () => void } {
  // A run this tab already holds carries on (a reload); otherwise a paper is drawn.
  const [kept] = useState(() => readRun(examId));
  const [loaded, setLoaded] = useState<Loaded | null>(() => (kept ? { attempt: kept.attempt, answers: new Map(kept.answers), clockOffsetMs: kept.clockOffsetMs } : null));
  const [loadError, setLoadError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [run, setRun] = useState(0);
  const paper = useRef<PreviewRun['paper']>(kept?.paper ?? []);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });

  const draw = useCallback(() => {
    call('POST /admin/studio/exams/{id}/preview', { params: { id: examId } })
      .then(({ attempt, paper: drawn }) => {
        const offset = clockOffsetMs(attempt.serverNow, Date.now());
        paper.current = drawn;
        keepRun(examId, { attempt, paper: drawn, answers: [], clockOffsetMs: offset });
        setLoaded({ attempt, answers: new Map(), clockOffsetMs: offset });
      })
      .catch(setLoadError);
  }, [examId]);

  useEffect(() => {
    if (!kept) draw();
  }, [draw, kept]);

  /** Every change is kept in the tab at once, so a reload carries on where it was. */
  const change = useCallback(
    (next: (l: Loaded) => Loaded) =>
      setLoaded((l) => {
        if (!l) return l;
        const changed = next(l);
        keepRun(examId, { attempt: changed.attempt, paper: paper.current, answers: [...changed.answers], clockOffsetMs: changed.clockOffsetMs });
        return changed;
      }),
    [examId],
  );

  const update = useCallback(
    (position: number, patch: Partial<Omit<LocalAnswer, 'revision'>>) =>
      change((l) => {
        const current = l.answers.get(position) ?? { answer: null, revision: 0, flagged: false };
        return { ...l, answers: new Map(l.answers).set(position, { ...current, ...patch, revision: current.revision + 1 }) };
      }),
    [change],
  );

  const moveTo = useCallback((position: number) => change((l) => ({ ...l, attempt: { ...l.attempt, currentPosition: position } })), [change]);

  const check = useCallback(
    async (position: number) => {
      setNotice(null);
      const entry = paper.current[position - 1];
      const answer = loaded?.answers.get(position)?.answer ?? null;
      if (!entry) return;
      try {
        const feedback = await call('POST /admin/studio/exams/{id}/preview/check', { params: { id: examId }, body: { entry, answer } });
        change((l) => ({ ...l, attempt: { ...l.attempt, questions: l.attempt.questions.map((q) => (q.position === position ? { ...q, feedback } : q)) } }));
      } catch (error) {
        setNotice(errorText(error));
      }
    },
    [change, examId, loaded],
  );

  /** Hands the run in to be marked; the result screen reads the outcome from this tab. */
  const submit = useCallback(async () => {
    if (!loaded || submitting) return;
    setNotice(null);
    setSubmitting(true);
    const mark: PreviewMark = {
      paper: paper.current,
      sections: loaded.attempt.sections,
      startedAt: loaded.attempt.startedAt,
      answers: [...loaded.answers].filter(([, a]) => a.answer !== null || a.flagged).map(([position, a]) => ({ position, answer: a.answer, flagged: a.flagged })),
      selfMarks: [],
    };
    try {
      const result = await call('POST /admin/studio/exams/{id}/preview/result', { params: { id: examId }, body: mark });
      keepOutcome(examId, { result, mark });
      keepRun(examId, null);
      onFinishedRef.current();
    } catch (error) {
      setNotice(`The preview could not be marked. ${errorText(error)}`);
      setSubmitting(false);
    }
  }, [examId, loaded, submitting]);

  /** A new paper: the run so far is dropped. */
  const restart = useCallback(() => {
    keepRun(examId, null);
    setLoaded(null);
    setLoadError(null);
    setNotice(null);
    setRun((n) => n + 1);
    draw();
  }, [examId, draw]);

  return useMemo(
    () => ({
      loaded,
      loadError,
      retry: () => {
        setLoadError(null);
        draw();
      },
      queueState: NOTHING_WAITING,
      check,
      notice,
      dismissNotice: () => setNotice(null),
      update,
      flush: () => Promise.resolve(),
      moveTo,
      submit,
      submitting,
      run,
      restart,
    }),
    [loaded, loadError, draw, check, notice, update, moveTo, submit, submitting, run, restart],
  );
}
