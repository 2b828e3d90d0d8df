import type { ErrorData, HlsConfig, LoaderResponse, LoadPolicy, RetryConfig } from 'hls.js';

/** A rung of the ladder the viewer may pick (hls.js only). */
export type Rung = { index: number; height: number };

export type VideoSource = {
  /** 'native': the browser plays HLS itself (Safari), choosing the rung itself. */
  kind: 'native' | 'hls';
  /** Starts fetching segments from `at` seconds (nothing but the master playlist is fetched before the first play). */
  start(at: number): void;
  /** Picks a rung by its index, or -1 for automatic. */
  setRung(index: number): void;
  destroy(): void;
};

export type SourceOptions = {
  video: HTMLVideoElement;
  /** The signed master playlist. */
  src: string;
  startAt: number;
  /** When the addresses stop playing (ms since the epoch). */
  expiresAt: () => number;
  /** New signed addresses for the same video; resolves with the new master playlist. */
  renew: () => Promise<string>;
  onRungs: (rungs: Rung[]) => void;
  /** The rung now playing (automatic choice included). */
  onRungPlaying: (index: number) => void;
  /** Playback cannot go on (the access ended, the network is gone for good, the browser cannot play it). */
  onFatal: () => void;
};

/** Ask for new addresses this long before they expire, so no request is refused for age. */
const RENEW_BEFORE_MS = 30_000;
/** How many times one request refused as expired is sent again with new addresses. */
const RETRIES_AFTER_RENEWAL = 3;

/**
 * Whether to let the browser play HLS itself. Safari (with its
 * ManagedMediaSource) does it well and needs no library; a browser without
 * Media Source Extensions (older iPhones) has no other way. Recent Chrome
 * also answers "maybe" to canPlayType, but its native HLS lacks quality
 * choice and has stalled on streams hls.js plays, so there, as in Firefox,
 * hls.js plays through MSE (the hls.js README's rule since 2026).
 */
export function playsHlsNatively(video: HTMLVideoElement): boolean {
  if (video.canPlayType('application/vnd.apple.mpegurl') === '') return false;
  return 'ManagedMediaSource' in window || !('MediaSource' in window);
}

/** The folder of a signed address: the master playlist's address without its file name. */
const folderOf = (src: string) => src.slice(0, src.lastIndexOf('/'));

/**
 * Plays a hosted video's signed HLS address in `video`: natively where the
 * browser does it well, else through hls.js (its light build, loaded only
 * now). Addresses expire after about 15 minutes; the viewer should not
 * notice:
 *
 * - hls.js: every request goes through `xhrSetup`, which asks for new
 *   addresses shortly before they expire and rewrites the old folder into
 *   the new one; a request refused anyway (403: the tab slept, the clock is
 *   off) renews the addresses and is retried, so the buffer never empties.
 * - native: the element reports an error; the player loads the new address
 *   at the same time and, if it was playing, plays on.
 */
export async function attachVideoSource(options: SourceOptions): Promise<VideoSource> {
  if (playsHlsNatively(options.video)) return nativeSource(options);
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    options.onFatal();
    return { kind: 'hls', start: () => undefined, setRung: () => undefined, destroy: () => undefined };
  }

  let folder = folderOf(options.src);
  const oldFolders: string[] = [];
  let renewal: Promise<void> | null = null;
  const renewNow = (): Promise<void> =>
    (renewal ??= options
      .renew()
      .then((src) => {
        oldFolders.push(folder);
        folder = folderOf(src);
      })
      // A failed renewal leaves the old addresses: the retries run out and the player says it cannot go on.
      .catch(() => undefined)
      .finally(() => {
        renewal = null;
      }));

  const xhrSetup: HlsConfig['xhrSetup'] = async (xhr, url) => {
    if (renewal) await renewal;
    else if (Date.now() > options.expiresAt() - RENEW_BEFORE_MS) await renewNow();
    let current = url;
    for (const old of oldFolders) if (current.includes(`${old}/`)) current = current.replace(`${old}/`, `${folder}/`);
    xhr.open('GET', current, true);
  };

  /** The library's own retry rules, plus: a 403 renews the addresses and is tried again. */
  const renewingOn403 = (policy: LoadPolicy): LoadPolicy => {
    const errorRetry = policy.default.errorRetry;
    const retryExpired = (config: RetryConfig | null | undefined, count: number, _timeout: boolean, response: LoaderResponse | undefined, retry: boolean) => {
      if (response?.code !== 403) return retry;
      if (count >= RETRIES_AFTER_RENEWAL) return false;
      void renewNow();
      return true;
    };
    return { default: { ...policy.default, errorRetry: { maxNumRetry: RETRIES_AFTER_RENEWAL, retryDelayMs: 500, maxRetryDelayMs: 4000, ...errorRetry, shouldRetry: retryExpired } } };
  };

  const defaults = Hls.DefaultConfig;
  const hls = new Hls({
    startPosition: options.startAt,
    // Nothing but the playlists before the first play.
    autoStartLoad: false,
    // fMP4 needs no transmuxing, and the site's CSP allows no worker from a blob.
    enableWorker: false,
    capLevelToPlayerSize: true,
    xhrSetup,
    manifestLoadPolicy: renewingOn403(defaults.manifestLoadPolicy),
    playlistLoadPolicy: renewingOn403(defaults.playlistLoadPolicy),
    fragLoadPolicy: renewingOn403(defaults.fragLoadPolicy),
  });
  let started = false;
  let recoveredMedia = false;
  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    options.onRungs(data.levels.map((level, index) => ({ index, height: level.height })).sort((a, b) => b.height - a.height));
  });
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => options.onRungPlaying(data.level));
  hls.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
      recoveredMedia = true;
      hls.recoverMediaError();
      return;
    }
    options.onFatal();
  });
  hls.attachMedia(options.video);
  hls.loadSource(options.src);
  return {
    kind: 'hls',
    start: (at) => {
      if (started) return;
      started = true;
      hls.startLoad(at);
    },
    setRung: (index) => {
      hls.currentLevel = index;
    },
    destroy: () => hls.destroy(),
  };
}

function nativeSource({ video, src, startAt, renew, onFatal }: SourceOptions): VideoSource {
  let renewals = 0;
  let wantsToPlay = false;
  const onPlay = () => {
    wantsToPlay = true;
  };
  const onPause = () => {
    wantsToPlay = false;
  };
  const resumeAt = (time: number, play: boolean) => {
    video.addEventListener(
      'loadedmetadata',
      () => {
        // The address works: a later expiry (a long lecture) may renew again.
        renewals = 0;
        if (time > 0) video.currentTime = time;
        if (play) void video.play().catch(() => undefined);
      },
      { once: true },
    );
  };
  // Safari reports a refused segment or playlist as a network error (or, for the playlist, as unplayable).
  const onError = () => {
    const code = video.error?.code;
    if (code !== MediaError.MEDIA_ERR_NETWORK && code !== MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED) return onFatal();
    if (renewals >= RETRIES_AFTER_RENEWAL) return onFatal();
    renewals += 1;
    const time = video.currentTime;
    const play = wantsToPlay;
    renew().then((next) => {
      resumeAt(time, play);
      video.src = next;
    }, onFatal);
  };
  video.addEventListener('play', onPlay);
  video.addEventListener('pause', onPause);
  video.addEventListener('error', onError);
  resumeAt(startAt, false);
  video.src = src;
  return {
    kind: 'native',
    start: () => undefined,
    setRung: () => undefined,
    destroy: () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}
