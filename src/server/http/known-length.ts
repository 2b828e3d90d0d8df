import type { MiddlewareHandler } from 'hono';

/**
 * The body each answer was made from, while it is in memory: its length
 * goes in Content-Length, and the compression step gzips it in one call
 * instead of streaming the response through a CompressionStream (chunked,
 * and several times the CPU).
 */
const bodies = new WeakMap<Response, string | Uint8Array>();

export function rawBodyOf(res: Response): string | Uint8Array | undefined {
  return bodies.get(res);
}

let remembering: typeof Response | null = null;

/**
 * Makes every Response built from now on remember a string or byte body.
 * Hono builds its answers with the global Response, so this is where the
 * body can be seen without touching each request's context: wrapping
 * `c.json` and friends on every request made V8 treat every context as a
 * new shape and cost a third of a small answer's CPU. Node's adapter puts
 * its own light Response in the global when it starts serving, so this
 * runs again (a comparison) on each request and subclasses whatever is
 * there.
 */
function rememberBodies(): void {
  const Current = globalThis.Response;
  if (Current === remembering) return;
  class RememberingResponse extends Current {
    constructor(body?: BodyInit | null, init?: ResponseInit) {
      super(body, init);
      if (typeof body === 'string' || body instanceof Uint8Array) bodies.set(this, body);
    }
  }
  remembering = RememberingResponse;
  globalThis.Response = RememberingResponse;
}

/**
 * Answers made from a body in memory (`c.json`, `c.text`, `c.body`, a
 * handler's own Response) carry a Content-Length. Hono sends none, so
 * without it a small answer streams chunked in-process and the compression
 * step cannot tell a 20-byte answer from a 200 kB one. The length is set on
 * the response's own headers: nothing is rebuilt.
 */
export function knownLength(): MiddlewareHandler {
  return async (c, next) => {
    rememberBodies();
    await next();
    const body = bodies.get(c.res);
    if (body === undefined) return;
    const headers = c.res.headers;
    if (!headers.has('content-length')) {
      const length = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
      try {
        headers.set('content-length', String(length));
      } catch {
        // Headers of a response that came from fetch are frozen; Node's adapter counts those itself.
      }
    }
  };
}
