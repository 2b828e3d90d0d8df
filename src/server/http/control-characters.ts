import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from '../errors';
import { isUploadPath } from './request-size';

/** Any C0 control character or DEL: never part of an address or a query. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const IN_ADDRESS = /[\u0000-\u001f\u007f]/;
/** In body text, tab, line feed and carriage return are writing (a message, a written answer); the rest are not. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function firstBadString(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return IN_TEXT.test(value) ? path || '(body)' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key;
    if (IN_TEXT.test(key)) return where;
    const found = firstBadString(item, where, depth + 1);
    if (found) return found;
  }
  return null;
}

const refuse = (path: string) => new AppError('validation_failed', 'Control characters are not allowed.', [{ path, message: 'Remove the control character (such as a NUL byte).' }]);

/**
 * Refuses control characters in the address, the query and every string of
 * a JSON body with 400 `validation_failed`, before any handler (Better
 * Auth's included) or database sees them: PostgreSQL cannot store a NUL in
 * text, and a line break in a logged value could forge a log line. Bodies
 * are already capped in size, and the text read here is kept for the
 * handler.
 */
export function refuseControlCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let address: string;
    try {
      address = decodeURIComponent(c.req.path);
    } catch {
      throw new AppError('validation_failed', 'The address is not valid.');
    }
    if (IN_ADDRESS.test(address)) throw refuse('path');
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (IN_ADDRESS.test(name) || values.some((v) => IN_ADDRESS.test(v))) throw refuse(`query.${name}`);
    }
    // An upload is bytes, not text, and its route's size limit reads the
    // stream itself: reading it here first left that stream locked (500).
    const isJson = (c.req.header('content-type') ?? '').includes('json');
    if (isJson && c.req.method !== 'GET' && c.req.method !== 'HEAD' && !isUploadPath(c.req.path)) {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        // Malformed JSON is the route's to refuse, with its own code.
        return next();
      }
      const where = firstBadString(body, '');
      if (where) throw refuse(where);
    }
    return next();
  };
}
