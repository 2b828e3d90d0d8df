import type { Context, MiddlewareHandler } from 'hono';

type Respond = (data: unknown, arg?: unknown, headers?: unknown) => Response;

/**
 * The body each answer was made from, while it is in memory: the
 * compression step gzips it in one call instead of streaming the response
 * through a CompressionStream (chunked, and several times the CPU).
 */
const rawBodies = new WeakMap<Response, string | Uint8Array>();

export function rawBodyOf(res: Response): string | Uint8Array | undefined {
  return rawBodies.get(res);
}

function byteLength(data: unknown): number | null {
  if (typeof data === 'string') return Buffer.byteLength(data);
  if (data instanceof Uint8Array) return data.byteLength;
  if (data instanceof ArrayBuffer) return data.byteLength;
  return null;
}

/** Hono's own content type for `c.json`, unless the caller named one. */
function namesType(arg: unknown, headers: unknown): boolean {
  const has = (h: unknown) => h instanceof Headers ? h.has('content-type') : !!h && typeof h === 'object' && Object.keys(h).some((k) => k.toLowerCase() === 'content-type');
  return has(headers) || (!!arg && typeof arg === 'object' && has((arg as { headers?: unknown }).headers));
}

/**
 * `c.json`, `c.text` and `c.body` answer with a Content-Length. Hono sends
 * none, so Node streams even a 20-byte answer chunked and the compression
 * step cannot tell it from a 200 kB one; with the length it skips small
 * answers and Node writes the body in one go. The length is set on the
 * response's own headers: nothing is rebuilt.
 */
export function knownLength(): MiddlewareHandler {
  return async (c: Context, next) => {
    const target = c as unknown as Record<'json' | 'text' | 'body', Respond>;
    const body = target.body;
    const text = target.text;
    target.body = (data, arg, headers) => {
      const res = body(data, arg, headers);
      const length = byteLength(data);
      if (length !== null && !res.headers.has('content-length')) res.headers.set('content-length', String(length));
      if (typeof data === 'string' || data instanceof Uint8Array) rawBodies.set(res, data);
      return res;
    };
    target.text = (data, arg, headers) => {
      const res = text(data, arg, headers);
      if (typeof data === 'string') {
        res.headers.set('content-length', String(Buffer.byteLength(data)));
        rawBodies.set(res, data);
      }
      return res;
    };
    target.json = (object, arg, headers) => {
      const data = JSON.stringify(object);
      const res = body(data, arg, headers);
      if (!namesType(arg, headers)) res.headers.set('content-type', 'application/json');
      res.headers.set('content-length', String(Buffer.byteLength(data)));
      rawBodies.set(res, data);
      return res;
    };
    await next();
  };
}
