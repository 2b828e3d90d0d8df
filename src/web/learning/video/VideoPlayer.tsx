import { Captions, Maximize, Minimize, Pause, RotateCcw, Settings2, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { CaptionLanguage, LessonPlayback } from '../../../contracts/learning-schemas';
import { nextSpeed, playerShortcut, type KeyTarget, type PlayerAction } from './player-keys';
import { PlayerSettings } from './PlayerSettings';
import { clockText, positionText, speedText } from './time-text';
import { useWatchSaves, type SaveWatch } from './use-watch-saves';
import { attachVideoSource, type Rung, type VideoSource } from './video-source';
import './player.css';

type Props = {
  title: string;
  /** The signed addresses and where this viewer left off. */
  playback: LessonPlayback;
  /** New signed addresses for the same video (they expire after about 15 minutes). */
  renew: () => Promise<LessonPlayback>;
  /** Saves the position and watched time; absent for viewers without access (a free preview). */
  save?: SaveWatch;
  /** Watching completed the lesson (the server said so). */
  onCompleted?: () => void;
  /** The video could not play: load the lesson's video afresh. */
  onReload: () => void;
};

/** Captions are fetched when first turned on; addresses about to expire are renewed first. */
const FRESH_FOR_MS = 30_000;

/**
 * The hosted-video player: a native <video> fed by HLS (video-source.ts),
 * with controls of its own, every one named for screen readers and at
 * least 40 px for a thumb: play, a seek slider ("1:23 of 10:00"), time,
 * sound, captions, settings (speed, quality, captions) and full screen, and
 * the usual keyboard shortcuts while focus is in the player. It starts where
 * the student left off and keeps the server told (use-watch-saves.ts).
 */
export function VideoPlayer({ title, playback, renew, save, onCompleted, onReload }: Props) {
  const settingsId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const seek = useRef<HTMLInputElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const source = useRef<VideoSource | null>(null);
  const initial = useRef(playback);
  /** The newest addresses (renewed ones replace the first). */
  const latest = useRef(playback);
  const renewing = useRef<Promise<LessonPlayback> | null>(null);
  const renewNow = useRef(renew);
  /** Where the first play starts: the saved position, or wherever the viewer moved the slider before playing. */
  const startAt = useRef(playback.positionSeconds);
  const playAsked = useRef(false);
  const lastCaption = useRef<CaptionLanguage | null>(null);

  const [failed, setFailed] = useState(false);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [current, setCurrent] = useState(playback.positionSeconds);
  const [duration, setDuration] = useState(playback.durationSeconds);
  const [speed, setSpeed] = useState(1);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [caption, setCaption] = useState<CaptionLanguage | 'off'>('off');
  const [captionSrcs, setCaptionSrcs] = useState<Partial<Record<CaptionLanguage, string>>>({});
  const [rungs, setRungs] = useState<Rung[]>([]);
  const [rung, setRung] = useState(-1);
  const [playingRung, setPlayingRung] = useState<number | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [flash, setFlash] = useState<{ text: string; key: number } | null>(null);

  useEffect(() => {
    renewNow.current = renew;
  });
  useWatchSaves(video, { save, completed: playback.completed, onCompleted });

  /** New addresses, asked for once however many parts of the player need them at the same time. */
  const freshAddresses = useCallback((): Promise<LessonPlayback> => {
    renewing.current ??= renewNow.current().then(
      (next) => {
        latest.current = next;
        renewing.current = null;
        return next;
      },
      (error: unknown) => {
        renewing.current = null;
        throw error;
      },
    );
    return renewing.current;
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    let attached: VideoSource | null = null;
    attachVideoSource({
      video: element,
      src: initial.current.src,
      startAt: initial.current.positionSeconds,
      expiresAt: () => Date.parse(latest.current.expiresAt),
      renew: () => freshAddresses().then((next) => next.src),
      onRungs: (list) => {
        if (!cancelled) setRungs(list);
      },
      onRungPlaying: (index) => {
        if (!cancelled) setPlayingRung(index);
      },
      onFatal: () => {
        if (!cancelled) setFailed(true);
      },
    }).then(
      (ready) => {
        if (cancelled) return ready.destroy();
        attached = source.current = ready;
        // Play was pressed while the player was still loading.
        if (playAsked.current) {
          ready.start(startAt.current);
          void element.play().catch(() => undefined);
        }
      },
      // The player's code did not arrive (offline, a new release): say so and offer a reload.
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      attached?.destroy();
      source.current = null;
    };
  }, [freshAddresses]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // The chosen captions show; the others stay off (a track loads its file when first shown).
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    for (const track of Array.from(element.textTracks)) track.mode = track.language === caption ? 'showing' : 'disabled';
  }, [caption, captionSrcs]);

  const say = (text: string, flashed = text) => {
    setAnnouncement(text);
    setFlash({ text: flashed, key: Date.now() });
  };
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), 800);
    return () => clearTimeout(timer);
  }, [flash]);

  const play = () => {
    const element = video.current;
    if (!element) return;
    playAsked.current = true;
    setStarted(true);
    const ready = source.current;
    if (!ready) return;
    if (!started) {
      ready.start(startAt.current);
      if (ready.kind === 'native' && Math.abs(element.currentTime - startAt.current) > 0.5) element.currentTime = startAt.current;
    }
    void element.play().catch(() => undefined);
  };
  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused || element.ended) play();
    else element.pause();
  };
  const seekTo = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) && element.duration > 0 ? element.duration : duration;
    const target = Math.min(Math.max(0, seconds), Math.max(0, end - 0.1));
    setCurrent(target);
    if (started) element.currentTime = target;
    else startAt.current = target;
  };
  const changeSpeed = (next: number) => {
    const element = video.current;
    if (!element) return;
    // The default rate too, so a new source (renewed addresses on Safari) keeps the speed.
    element.defaultPlaybackRate = next;
    element.playbackRate = next;
    say(`Speed ${speedText(next)}`, speedText(next));
  };
  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    say(element.muted ? 'Sound off' : 'Sound on');
  };
  const changeVolume = (next: number) => {
    const element = video.current;
    if (!element) return;
    element.volume = next;
    element.muted = next === 0;
  };
  const chooseCaption = (lang: CaptionLanguage | 'off') => {
    setCaption(lang);
    if (lang === 'off') return say('Captions off');
    lastCaption.current = lang;
    const label = playback.captions.find((c) => c.lang === lang)?.label ?? lang;
    say(`Captions: ${label}`, label);
    if (captionSrcs[lang]) return;
    const addresses = Date.now() > Date.parse(latest.current.expiresAt) - FRESH_FOR_MS ? freshAddresses() : Promise.resolve(latest.current);
    addresses.then(
      (fresh) => {
        const src = fresh.captions.find((c) => c.lang === lang)?.src;
        if (src) setCaptionSrcs((srcs) => ({ ...srcs, [lang]: src }));
      },
      () => say('The captions could not be loaded. Try again.'),
    );
  };
  const toggleCaptions = () => {
    if (playback.captions.length === 0) return say('This video has no captions.');
    chooseCaption(caption === 'off' ? (lastCaption.current ?? playback.captions[0]!.lang) : 'off');
  };
  const chooseRung = (index: number) => {
    setRung(index);
    source.current?.setRung(index);
    say(index === -1 ? 'Quality: automatic' : `Quality: ${rungs.find((r) => r.index === index)?.height ?? ''}p`);
  };
  const toggleFullscreen = () => {
    const element = frame.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else if (element.requestFullscreen) void element.requestFullscreen().catch(() => undefined);
    // iPhones put only the video itself in full screen.
    else (video.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
  };
  const closeSettings = () => {
    setSettingsOpen(false);
    settingsButton.current?.focus();
  };

  const run = (action: PlayerAction) => {
    switch (action.kind) {
      case 'toggle-play':
        return togglePlay();
      case 'seek-by': {
        // From the element's own time: keys pressed quickly come before React has the last one's.
        const element = video.current;
        seekTo((started && element ? element.currentTime : startAt.current) + action.seconds);
        const text = `${action.seconds > 0 ? 'Forward' : 'Back'} ${Math.abs(action.seconds)} seconds`;
        return say(text, `${action.seconds > 0 ? '+' : '−'}${Math.abs(action.seconds)} s`);
      }
      case 'fullscreen':
        return toggleFullscreen();
      case 'captions':
        return toggleCaptions();
      case 'mute':
        return toggleMute();
      case 'speed':
        return changeSpeed(nextSpeed(video.current?.playbackRate ?? speed, action.step));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && settingsOpen) {
      event.preventDefault();
      return closeSettings();
    }
    const action = playerShortcut(event.key, event, keyTarget(event.target, seek.current));
    if (!action) return;
    event.preventDefault();
    run(action);
  };

  const total = duration > 0 ? duration : playback.durationSeconds;
  const resumeLabel = playback.positionSeconds > 0 ? `Resume from ${clockText(playback.positionSeconds)}` : 'Play video';
  return (
    <div ref={frame} role="group" aria-label={`Video player: ${title}`} tabIndex={0} onKeyDown={onKeyDown} data-fullscreen={fullscreen || undefined} className="vp-frame">
      <div className="vp-picture">
        <video
          ref={video}
          poster={playback.poster ?? undefined}
          preload="metadata"
          playsInline
          onClick={() => {
            togglePlay();
            frame.current?.focus({ preventScroll: true });
          }}
          onDoubleClick={toggleFullscreen}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onWaiting={() => setWaiting(true)}
          onPlaying={() => setWaiting(false)}
          onCanPlay={() => setWaiting(false)}
          onSeeked={() => setWaiting(false)}
          onTimeUpdate={(event) => {
            if (started) setCurrent(event.currentTarget.currentTime);
          }}
          onDurationChange={(event) => {
            const length = event.currentTarget.duration;
            if (Number.isFinite(length) && length > 0) setDuration(length);
          }}
          onRateChange={(event) => setSpeed(event.currentTarget.playbackRate)}
          onVolumeChange={(event) => {
            setVolume(event.currentTarget.volume);
            setMuted(event.currentTarget.muted);
          }}
          className="vp-video"
        >
          {playback.captions.map((c) => {
            const src = captionSrcs[c.lang];
            return src ? <track key={c.lang} kind="captions" srcLang={c.lang} label={c.label} src={src} /> : null;
          })}
        </video>
        {!started && !failed && (
          <div className="vp-start">
            <button
              type="button"
              onClick={() => {
                play();
                // This button goes once the video starts: the player keeps focus, so the keys go on working.
                frame.current?.focus({ preventScroll: true });
              }}
              aria-label={resumeLabel}
              className="vp-big-play"
            >
              <PlayIcon />
            </button>
            {playback.positionSeconds > 0 && <p className="vp-hint">Resumes at {clockText(playback.positionSeconds)}</p>}
          </div>
        )}
        {started && waiting && !failed && <span aria-hidden="true" className="vp-spinner" />}
        {flash && (
          <span key={flash.key} aria-hidden="true" className="vp-flash">
            {flash.text}
          </span>
        )}
        {failed && (
          <div role="alert" className="vp-failed">
            <p>This video cannot play right now.</p>
            <button type="button" onClick={onReload}>
              <RotateCcw aria-hidden="true" /> Load the video again
            </button>
          </div>
        )}
      </div>
      {/* 72 px tall, as the loading frame (VideoPlaceholders.tsx). */}
      <div className="vp-bar">
        <input
          ref={seek}
          type="range"
          min={0}
          max={total}
          step="any"
          value={Math.min(current, total)}
          onChange={(event) => seekTo(Number(event.target.value))}
          aria-label="Seek"
          aria-valuetext={positionText(current, total)}
          className="vp-seek"
        />
        <div className="vp-row">
          <ControlButton label={playing ? 'Pause' : 'Play'} onClick={togglePlay}>
            {playing ? <Pause aria-hidden="true" className="vp-filled" /> : <PlayIcon />}
          </ControlButton>
          <ControlButton label={muted ? 'Unmute' : 'Mute'} onClick={toggleMute}>
            {muted || volume === 0 ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          </ControlButton>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : volume}
            onChange={(event) => changeVolume(Number(event.target.value))}
            aria-label="Volume"
            aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
            className="vp-volume"
          />
          <p className="vp-time">
            {clockText(current)} <span>/ {clockText(total)}</span>
          </p>
          <span className="vp-spacer" />
          {speed !== 1 && <span className="vp-speed">{speedText(speed)}</span>}
          {playback.captions.length > 0 && (
            <ControlButton label="Captions" pressed={caption !== 'off'} onClick={toggleCaptions}>
              <Captions aria-hidden="true" />
            </ControlButton>
          )}
          <ControlButton ref={settingsButton} label="Settings" expanded={settingsOpen} controls={settingsId} onClick={() => setSettingsOpen((open) => !open)}>
            <Settings2 aria-hidden="true" />
          </ControlButton>
          <ControlButton label={fullscreen ? 'Exit full screen' : 'Full screen'} onClick={toggleFullscreen}>
            {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
          </ControlButton>
        </div>
      </div>
      {settingsOpen && (
        <PlayerSettings
          id={settingsId}
          speed={speed}
          onSpeed={changeSpeed}
          rungs={rungs}
          rung={rung}
          playingRung={playingRung}
          onRung={chooseRung}
          captions={playback.captions}
          caption={caption}
          onCaption={chooseCaption}
        />
      )}
      <p role="status" className="vp-announce">
        {announcement}
      </p>
    </div>
  );
}

/** What kind of control a key was pressed on, for the shortcuts (player-keys.ts). */
function keyTarget(target: EventTarget, seekSlider: HTMLInputElement | null): KeyTarget {
  if (target === seekSlider) return 'slider';
  // The volume slider and the settings' radio buttons keep their own arrows.
  if (target instanceof HTMLInputElement) return 'choice';
  if (target instanceof HTMLButtonElement) return 'button';
  return 'player';
}

type ButtonProps = {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

function ControlButton({ label, onClick, pressed, expanded, controls, children, ref }: ButtonProps) {
  return (
    <button ref={ref} type="button" aria-label={label} aria-pressed={pressed} aria-expanded={expanded} aria-controls={expanded ? controls : undefined} onClick={onClick} className="vp-button">
      {children}
    </button>
  );
}

/**
 * The play triangle, drawn here: the icon set's Play is shared with another
 * screen, and sharing it would split it into a chunk of its own, one more
 * file name in every page's first load.
 */
function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="vp-play-icon">
      <path d="M7 4.5v15a1 1 0 0 0 1.52.85l12-7.5a1 1 0 0 0 0-1.7l-12-7.5A1 1 0 0 0 7 4.5Z" />
    </svg>
  );
}
