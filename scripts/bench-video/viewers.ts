import http from 'node:http';
import { readMediaPlaylist } from '../../src/server/video/hls-master';
import { chooseVariant, readMasterPlaylist, resolveAddress, underRenewedFolder } from './playlists';

/** How a viewer finds the master playlist: the product's playback endpoint signs an address, the reference names its file. */
export type MasterSource = {
  /** The master playlist's address (path) for viewer `viewer`; `get` sends a request on the viewer's own connection. */
  masterAddress: (viewer: number, get: (path: string, headers?: Record<string, string>) => Promise<Answer>) => Promise<string>;
  /** Renew the address (ask masterAddress again) on 403 `media_address_expired`, as the player does. */
  renews: boolean;
};

export type Answer = { status: number; ttfbMs: number; totalMs: number; bytes: number; text: string | null; sentAt: number };

export type ViewingOptions = {
  origin: string;
  viewers: number;
  source: MasterSource;
  /** One segment every this many ms per viewer. */
  everyMs: number;
  /** Viewers start at moments spread uniformly over this many ms. */
  rampMs: number;
  /** The measured window starts this long after the first viewer could start (after the ramp, so every viewer is playing). */
  settleMs: number;
  windowMs: number;
  /** The rung's folder name (`720p`), or the highest bit rate. */
  rung?: string;
  /** Called when the window opens (read the server's CPU here); the caller reads it again once this resolves. */
  onWindowStart: () => void;
};

/** What the viewers did in the window, and every failure of the whole run (the ramp included). */
export type ViewingResult = {
  segments: number;
  segmentBytes: number;
  ttfbMs: number[];
  fullMs: number[];
  /** Playlists, init segments and playback requests sent in the window. */
  otherRequests: number;
  renewals: number;
  /** Requests sent again because the kept-alive connection they went out on had just been closed by the server. */
  resent: number;
  /** Failures by kind ("HTTP 404 media_file_not_found", "network ECONNRESET", "short body"). */
  errors: Record<string, number>;
  windowSeconds: number;
  rung: string;
};

const sleep = (ms: number, stop: Promise<void>) => Promise.race([new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms))), stop]);

class RequestFailed extends Error {}
class ClosedWhileIdle extends Error {}

/**
 * Viewers watching one video as the player does, each on its own keep-alive
 * connection: the master address (signed by the playback endpoint on the
 * product), the master playlist, the chosen rung's playlist and init
 * segment, then the rung's segments in order, looping, one due every
 * `everyMs` from the viewer's start whatever the last took. An address that
 * expired is renewed once and the request sent again. Segments are read to
 * their end and their bytes counted against Content-Length; nothing is kept.
 */
export async function watch(options: ViewingOptions): Promise<ViewingResult> {
  const { origin, viewers, source, everyMs, rampMs, settleMs, windowMs } = options;
  const result: ViewingResult = { segments: 0, segmentBytes: 0, ttfbMs: [], fullMs: [], otherRequests: 0, renewals: 0, resent: 0, errors: {}, windowSeconds: windowMs / 1000, rung: '' };
  const fail = (kind: string) => {
    result.errors[kind] = (result.errors[kind] ?? 0) + 1;
  };
  const started = performance.now();
  const windowStart = started + settleMs;
  const windowEnd = windowStart + windowMs;
  const inWindow = (at: number) => at >= windowStart && at < windowEnd;
  let stopAll!: () => void;
  const stopped = new Promise<void>((resolve) => (stopAll = resolve));
  let done = false;
  void stopped.then(() => (done = true));

  const viewer = async (index: number) => {
    await sleep(Math.random() * rampMs, stopped);
    if (done) return;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const target = new URL(origin);
    const get = async (path: string, headers: Record<string, string> = {}, keepText = true): Promise<Answer> => {
      try {
        return await getOnce(path, headers, keepText);
      } catch (error) {
        // The server closed the idle connection (Node's keep-alive lasts 5 s, a segment comes every 6 s) as this request went out on it: a browser sends it again on a new one.
        if (!(error instanceof ClosedWhileIdle)) throw error;
        result.resent++;
        return getOnce(path, headers, keepText);
      }
    };
    const getOnce = (path: string, headers: Record<string, string>, keepText: boolean) =>
      new Promise<Answer>((resolve, reject) => {
        const sentAt = performance.now();
        let answered = false;
        const req = http.get({ host: target.hostname, port: target.port, path, agent, headers }, (res) => {
          answered = true;
          const ttfbMs = performance.now() - sentAt;
          const status = res.statusCode ?? 0;
          const text = keepText || status !== 200;
          const chunks: Buffer[] = [];
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (text) chunks.push(chunk);
          });
          res.on('end', () => {
            const expected = res.headers['content-length'];
            if (status === 200 && expected !== undefined && Number(expected) !== bytes) return reject(new RequestFailed('short body'));
            resolve({ status, ttfbMs, totalMs: performance.now() - sentAt, bytes, text: text ? Buffer.concat(chunks).toString('utf8') : null, sentAt });
          });
          res.on('error', (e: NodeJS.ErrnoException) => reject(new RequestFailed(`network ${e.code ?? e.message}`)));
        });
        req.on('error', (e: NodeJS.ErrnoException) =>
          reject(!answered && req.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE') ? new ClosedWhileIdle() : new RequestFailed(`network ${e.code ?? e.message}`)),
        );
      });

    let master = '';
    let rungAddress = '';
    const renew = async () => {
      if (inWindow(performance.now())) result.otherRequests++;
      const renewed = await source.masterAddress(index, get);
      rungAddress = underRenewedFolder(rungAddress, master, renewed);
      master = renewed;
      result.renewals++;
    };
    /** One request of the walk, its address read again after a renewal; an expired address is renewed once and the request sent again. */
    const ask = async (address: () => string, segment: boolean): Promise<Answer> => {
      for (let attempt = 0; ; attempt++) {
        const answer = await get(address(), {}, !segment);
        if (answer.status === 200) return answer;
        const code = answer.text ? (/"code":"([a-z_]+)"/.exec(answer.text)?.[1] ?? '') : '';
        if (source.renews && answer.status === 403 && code === 'media_address_expired' && attempt === 0) {
          await renew();
          continue;
        }
        throw new RequestFailed(`HTTP ${answer.status}${code ? ` ${code}` : ''}`);
      }
    };
    const other = (answer: Answer) => {
      if (inWindow(answer.sentAt)) result.otherRequests++;
      return answer;
    };

    try {
      const asked = performance.now();
      master = await source.masterAddress(index, get);
      if (inWindow(asked)) result.otherRequests++;
      const variant = chooseVariant(readMasterPlaylist(other(await ask(() => master, false)).text ?? ''), options.rung);
      result.rung = variant.uri.split('/')[0]!;
      rungAddress = resolveAddress(variant.uri, master);
      const { init, segments } = readMediaPlaylist(other(await ask(() => rungAddress, false)).text ?? '');
      if (segments.length === 0) throw new RequestFailed('the rung playlist lists no segment');
      if (init) other(await ask(() => resolveAddress(init, rungAddress), true));
      const playing = performance.now();
      for (let n = 0; !done; n++) {
        await sleep(playing + n * everyMs - performance.now(), stopped);
        if (done) break;
        const segment = segments[n % segments.length]!;
        const answer = await ask(() => resolveAddress(segment.uri, rungAddress), true);
        if (!inWindow(answer.sentAt)) continue;
        result.segments++;
        result.segmentBytes += answer.bytes;
        result.ttfbMs.push(answer.ttfbMs);
        result.fullMs.push(answer.totalMs);
      }
    } catch (error) {
      // A viewer whose request failed stops watching, as a player showing an error would; the failure is counted.
      fail(error instanceof RequestFailed ? error.message : `viewer stopped: ${String(error)}`);
    } finally {
      agent.destroy();
    }
  };

  const running = Array.from({ length: viewers }, (_, i) => viewer(i));
  await sleep(windowStart - performance.now(), new Promise(() => {}));
  options.onWindowStart();
  await sleep(windowEnd - performance.now(), new Promise(() => {}));
  stopAll();
  await Promise.all(running);
  return result;
}
