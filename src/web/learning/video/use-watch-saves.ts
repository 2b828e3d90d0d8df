import { useEffect, useRef, type RefObject } from 'react';
import type { LessonWatchBody, LessonWatchResult } from '../../../contracts/learning-schemas';
import { WatchMeter } from './watch-meter';

/** A save every this many seconds of playing. */
const SAVE_EVERY_MS = 10_000;
/** Seeks come in bursts while the slider is dragged: save once it settles. */
const SEEK_SETTLE_MS = 1_000;

export type SaveWatch = (body: LessonWatchBody, keepalive: boolean) => Promise<LessonWatchResult>;

/**
 * Keeps the server told where the student is and how long they watched:
 * every 10 seconds of playing, on pause, once a seek settles, at the end, and
 * when the page is hidden or left (sent with keepalive, so it survives the
 * tab closing). Only for students with access (`save` given). A save that
 * never reached the server gives its seconds back to the next one; a refusal
 * (the access ended) drops them. `onCompleted` runs once, when a save
 * answers that watching completed the lesson.
 */
export function useWatchSaves(video: RefObject<HTMLVideoElement | null>, { save, completed, onCompleted }: { save: SaveWatch | undefined; completed: boolean; onCompleted: (() => void) | undefined }) {
  const meter = useRef(new WatchMeter());
  const lastPosition = useRef<number | null>(null);
  const done = useRef(completed);
  const callbacks = useRef({ save, onCompleted });
  useEffect(() => {
    callbacks.current = { save, onCompleted };
  });

  const send = useRef((element: HTMLVideoElement, keepalive: boolean) => {
    const { save: saveNow } = callbacks.current;
    if (!saveNow || element.readyState === 0) return;
    const positionSeconds = Math.floor(element.currentTime);
    const watchedSeconds = meter.current.take();
    if (watchedSeconds === 0 && positionSeconds === lastPosition.current) return;
    lastPosition.current = positionSeconds;
    const durationSeconds = Number.isFinite(element.duration) ? Math.round(element.duration) : undefined;
    saveNow({ positionSeconds, watchedSeconds, ...(durationSeconds ? { durationSeconds } : {}) }, keepalive).then(
      (result) => {
        if (result.completed && !done.current) {
          done.current = true;
          callbacks.current.onCompleted?.();
        }
      },
      (error: unknown) => {
        // Lost on the way (a TypeError from fetch): counted again next time. A refusal is final.
        if (error instanceof TypeError) {
          meter.current.giveBack(watchedSeconds);
          lastPosition.current = null;
        }
      },
    );
  });

  const saving = save !== undefined;
  useEffect(() => {
    const element = video.current;
    if (!element || !saving) return;
    const sendNow = send.current;
    const watched = meter.current;
    let every: ReturnType<typeof setInterval> | undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const saveNow = () => sendNow(element, false);
    const onPlaying = () => {
      clearInterval(every);
      every = setInterval(saveNow, SAVE_EVERY_MS);
    };
    const onStop = () => {
      clearInterval(every);
      watched.restart();
      saveNow();
    };
    const onTime = () => {
      if (!element.paused && !element.seeking) watched.tick(element.currentTime);
    };
    const onSeeking = () => watched.restart();
    const onSeeked = () => {
      watched.restart();
      clearTimeout(settle);
      settle = setTimeout(saveNow, SEEK_SETTLE_MS);
    };
    const onLeave = () => sendNow(element, true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeking', onSeeking);
    element.addEventListener('seeked', onSeeked);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(every);
      clearTimeout(settle);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeking', onSeeking);
      element.removeEventListener('seeked', onSeeked);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the lesson inside the app (another lesson, another page).
      onLeave();
    };
  }, [video, saving]);
}
