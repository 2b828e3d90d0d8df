import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Answer, AttemptPlayer } from '../../contracts/exam-schemas';
import { checkAnswer, fetchAttempt } from './exam-api';
import { send, sendPosition, sendSubmit } from './exam-sends';
import { AnswerQueue, localQueueStorage, type QueueState } from './answer-queue';
import { HandIn } from './hand-in';
import { PositionSync } from './position-sync';
import { takeStarted } from './started-attempt';
import { clockOffsetMs } from './time-left';
import { errorText } from '../api/error-text';

export type LocalAnswer = { answer: Answer | null; revision: number; flagged: boolean };

type Loaded = { attempt: AttemptPlayer; answers: Map<number, LocalAnswer>; clockOffsetMs: number };

/** What the player runs on: a student's attempt (below), or a studio preview (use-preview-session.ts), alike. */
export type PlayerSession = ReturnType<typeof useAttemptSession>;

const waitingNotice = (left: number) => `${left} ${left === 1 ? 'answer is' : 'answers are'} still waiting to be saved. Check your connection; the exam is submitted once they are saved.`;

/**
 * An attempt as the player runs it: the paper from the server, answers kept
 * locally with a revision each and sent through the outbox, the server's
 * clock, and submit. Answers left unsent by an earlier page (a reload or a
 * crash while offline) are laid over the server's and sent first. The
 * question the student is on is kept on the server (`moveTo`), and a
 * hand-in, once asked for, goes on until it is done (see hand-in.ts).
 */
export function useAttemptSession(attemptId: string, onFinished: () => void) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [queueState, setQueueState] = useState<QueueState>({ waiting: 0, sending: false, offline: false });
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const queueRef = useRef<AnswerQueue | null>(null);
  const positionRef = useRef<PositionSync | null>(null);
  const handInRef = useRef<HandIn | null>(null);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });
  // The attempt ends once for this page, whichever way it is learnt (the submit, a save refused as closed, the first read).
  const ended = useRef(false);
  const finished = useRef(() => {
    if (ended.current) return;
    ended.current = true;
    handInRef.current?.stop();
    positionRef.current?.stop();
    onFinishedRef.current();
  });

  const load = useCallback(() => {
    // Just started from the exam's page: Start's answer carried the view. Otherwise (a reload, a resume link) it is read.
    const started = takeStarted(attemptId);
    (started ? Promise.resolve(started) : fetchAttempt(attemptId).then((attempt) => ({ attempt, clockOffsetMs: clockOffsetMs(attempt.serverNow, Date.now()) })))
      .then(({ attempt, clockOffsetMs: offset }) => {
        if (attempt.status === 'submitted') return finished.current();
        const answers = new Map<number, LocalAnswer>(attempt.questions.map((q) => [q.position, { answer: q.answer, revision: q.revision, flagged: q.flagged }]));
        const queue = new AnswerQueue((item) => send(attemptId, item), localQueueStorage(attemptId), {
          onState: (state) => {
            setQueueState(state);
            // The outbox emptied: a hand-in that was waiting for it goes on.
            if (state.waiting === 0 && !state.sending) handInRef.current?.poke();
          },
          onSaved: (_item, serverNow) => {
            if (serverNow) setLoaded((l) => (l ? { ...l, clockOffsetMs: clockOffsetMs(serverNow, Date.now()) } : l));
          },
          onStale: (position, kept) => {
            setLoaded((l) => (l ? { ...l, answers: new Map(l.answers).set(position, kept) } : l));
            setNotice(`Question ${position} was answered more recently in another tab or device; that newer answer is shown.`);
          },
          onClosed: () => finished.current(),
          onInvalid: (position, message) => setNotice(`Question ${position} was not saved: ${message}`),
        });
        for (const pending of queue.pending()) {
          const server = answers.get(pending.position);
          if (!server || pending.revision > server.revision) answers.set(pending.position, { answer: pending.answer, revision: pending.revision, flagged: pending.flagged });
        }
        queueRef.current?.stop();
        queueRef.current = queue;
        positionRef.current?.stop();
        positionRef.current = new PositionSync((position) => sendPosition(attemptId, position), attempt.currentPosition);
        setLoaded({ attempt, answers, clockOffsetMs: offset });
        void queue.flush();
      })
      .catch(setLoadError);
  }, [attemptId]);

  useEffect(() => {
    const handIn = new HandIn({
      flush: () => queueRef.current?.flush() ?? Promise.resolve(),
      waiting: () => queueRef.current?.state().waiting ?? 0,
      submit: () => sendSubmit(attemptId),
      onWaiting: (left) => setNotice(waitingNotice(left)),
      onOffline: () => setNotice('The exam could not be submitted: no connection. Your answers are kept; it is submitted as soon as the connection returns.'),
      onBusy: () => setNotice('Many students are handing in at this moment. Your answers are saved; your exam is submitted in a few seconds, so keep this page open.'),
      onRefused: setNotice,
      onPending: setSubmitting,
      onDone: () => {
        localQueueStorage(attemptId).store([]);
        finished.current();
      },
    });
    handInRef.current = handIn;
    ended.current = false;
    load();
    return () => {
      handIn.stop();
      queueRef.current?.stop();
      positionRef.current?.stop();
    };
  }, [load, attemptId]);

  useEffect(() => {
    const online = () => {
      void queueRef.current?.flush();
      void positionRef.current?.flush();
      handInRef.current?.poke();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  /** Records a change: the next revision, kept locally at once and sent within 2 s (at once when asked). */
  const update = useCallback((position: number, patch: Partial<Omit<LocalAnswer, 'revision'>>, immediately = false) => {
    setLoaded((l) => {
      if (!l) return l;
      const current = l.answers.get(position) ?? { answer: null, revision: 0, flagged: false };
      const next: LocalAnswer = { ...current, ...patch, revision: current.revision + 1 };
      queueRef.current?.put({ position, ...next }, immediately);
      return { ...l, answers: new Map(l.answers).set(position, next) };
    });
  }, []);

  const flush = useCallback(() => queueRef.current?.flush() ?? Promise.resolve(), []);

  /** A topic quiz's Check answer: the answer is saved first, then marked and closed. */
  const check = useCallback(
    async (position: number) => {
      setNotice(null);
      await flush();
      if (queueRef.current?.pending().some((p) => p.position === position)) {
        setNotice('This answer is not saved yet, so it cannot be checked. Check your connection and try again.');
        return;
      }
      try {
        const feedback = await checkAnswer(attemptId, position);
        setLoaded((l) => (l ? { ...l, attempt: { ...l.attempt, questions: l.attempt.questions.map((q) => (q.position === position ? { ...q, feedback } : q)) } } : l));
      } catch (error) {
        setNotice(errorText(error));
      }
    },
    [attemptId, flush],
  );

  /** Hands in: the student's Submit or the end of time. Answers still waiting are saved first; see hand-in.ts. */
  const submit = useCallback(async () => {
    setNotice(null);
    await handInRef.current?.request();
  }, []);

  /** The student moved to a question: the server keeps it as the place to reopen. */
  const moveTo = useCallback((position: number) => positionRef.current?.moveTo(position), []);

  return useMemo(
    () => ({
      loaded,
      loadError,
      retry: () => {
        setLoadError(null);
        load();
      },
      queueState,
      check,
      notice,
      dismissNotice: () => setNotice(null),
      update,
      flush,
      moveTo,
      submit,
      submitting,
    }),
    [loaded, loadError, load, queueState, check, notice, update, flush, moveTo, submit, submitting],
  );
}
