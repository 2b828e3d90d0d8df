import http from 'node:http';
import zlib from 'node:zlib';

/**
 * The students' side of the wire, as a browser behaves: keep-alive
 * connections (at most `maxSockets`, shared), gzip accepted, a request
 * that met a keep-alive connection the server had just closed sent again
 * at once (what browsers do), and a 503 with Retry-After waited out (that
 * many seconds plus up to half as much again, so the retries do not come
 * back in lock-step) and sent again unchanged, as the player does. An
 * operation fails only on another answer, or when it is still unanswered
 * `timeoutMs` after it was first sent.
 */
export type Reply = { status: number; body: string };
/** `retries`: 503s waited out and sent again; `resent`: sent again after a closed keep-alive connection. */
export type Outcome = { reply: Reply | null; error: string | null; retries: number; resent: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createClient(baseUrl: string, maxSockets: number, timeoutMs: number) {
  const target = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  const once = (method: string, path: string, cookie: string, payload: string | undefined, timeout: number) =>
    new Promise<Reply & { retryAfter: number | null }>((resolve, reject) => {
      const headers: Record<string, string> = { Cookie: cookie, Origin: baseUrl, Accept: 'application/json', 'Accept-Encoding': 'gzip' };
      if (payload !== undefined) headers['Content-Type'] = 'application/json';
      const req = http.request({ host: target.hostname, port: target.port, agent, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const header = Number(res.headers['retry-after']);
          resolve({ status: res.statusCode ?? 0, body: text.toString('utf8'), retryAfter: Number.isFinite(header) && header >= 0 ? header : null });
        });
        res.on('error', reject);
      });
      // A timer of its own, not the socket's idle timeout: the wait for a free connection counts too.
      const timer = setTimeout(() => req.destroy(new Error('timeout')), Math.max(1, timeout));
      req.on('close', () => clearTimeout(timer));
      req.on('error', (error: NodeJS.ErrnoException) => reject(Object.assign(error, { reused: req.reusedSocket })));
      req.end(payload);
    });

  async function send(method: string, path: string, cookie: string, body?: unknown): Promise<Outcome> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const deadline = performance.now() + timeoutMs;
    let retries = 0;
    let resent = 0;
    for (;;) {
      const left = deadline - performance.now();
      if (left <= 0) return { reply: null, error: `timeout (${timeoutMs / 1000} s)`, retries, resent };
      try {
        const reply = await once(method, path, cookie, payload, left);
        if (reply.status === 503 && reply.retryAfter !== null) {
          retries += 1;
          const wait = reply.retryAfter * 1000 * (1 + Math.random() / 2);
          if (performance.now() + wait >= deadline) return { reply: null, error: `timeout (${timeoutMs / 1000} s, retrying 503s)`, retries, resent };
          await sleep(wait);
          continue;
        }
        return { reply: { status: reply.status, body: reply.body }, error: null, retries, resent };
      } catch (error) {
        const e = error as NodeJS.ErrnoException & { reused?: boolean };
        if (e.reused && (e.code === 'ECONNRESET' || e.code === 'EPIPE')) {
          resent += 1;
          continue;
        }
        return { reply: null, error: e.message === 'timeout' ? `timeout (${timeoutMs / 1000} s)` : (e.code ?? e.message), retries, resent };
      }
    }
  }

  return { send, close: () => agent.destroy() };
}
