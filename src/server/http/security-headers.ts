import type { Context, MiddlewareHandler } from 'hono';
import { EMBEDDABLE_PATH, matchesPattern } from '../../contracts/routes';
import { BOOT_SCRIPT_SOURCE } from './code-after-paint';

/**
 * One inline script only, allowed by its hash: the boot script that loads a
 * rendered page's modules after its first paint (code-after-paint.ts). Inline
 * style attributes are allowed because React and the toast library set
 * element styles at run time; styles cannot run code.
 */
function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The course player: lesson videos may be https MP4/WebM files on a video host.
    "media-src 'self' blob: https:",
    // The player frames YouTube (no-cookie) and Vimeo, and this site's own lesson PDFs.
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const DENY_FRAMING = contentSecurityPolicy("'none'");
const ALLOW_FRAMING = contentSecurityPolicy('*');
const SAME_ORIGIN_FRAMING = contentSecurityPolicy("'self'");

/** A lesson's PDF, which the player shows in an iframe of this site's own page. */
const LESSON_FILE = /^\/api\/player\/[^/]+\/lessons\/\d+\/file$/;

/**
 * The response's own headers, to change in place. Hono's `c.header()` after
 * the handler has answered copies the whole response each time; a response
 * whose headers are frozen (one that came from `fetch`) is copied once.
 */
export function ownHeaders(c: Context): Headers {
  const headers = c.res.headers;
  try {
    headers.set('x-content-type-options', 'nosniff');
    return headers;
  } catch {
    c.res = new Response(c.res.body, c.res);
    return c.res.headers;
  }
}

type HeaderRecord = Readonly<Record<string, string>>;

function headerRecord(csp: string, frameOptions: string | null, https: boolean): HeaderRecord {
  return Object.freeze({
    'x-content-type-options': 'nosniff',
    'content-security-policy': csp,
    ...(frameOptions ? { 'x-frame-options': frameOptions } : {}),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // Served on https (PUBLIC_URL says so): browsers keep to https for a year.
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  });
}

/**
 * The security headers of an answer at `path`, each set made once: only
 * the logo embed may be framed by other sites, and lesson files by the
 * site itself. HSTS only when the site's public address is https (a
 * local http site must stay reachable).
 */
function securityHeaderRecords(https: boolean): (path: string) => HeaderRecord {
  const everywhere = headerRecord(DENY_FRAMING, 'DENY', https);
  const embeddable = headerRecord(ALLOW_FRAMING, null, https);
  const lessonFile = headerRecord(SAME_ORIGIN_FRAMING, 'SAMEORIGIN', https);
  return (path) => {
    // The embed is a page, never an API address: most requests stop here.
    if (!path.startsWith('/api/') && matchesPattern(EMBEDDABLE_PATH, path)) return embeddable;
    return LESSON_FILE.test(path) ? lessonFile : everywhere;
  };
}

/** Security headers on every response, set on its own headers. */
export function securityHeaders(options: { https?: boolean } = {}): MiddlewareHandler {
  const recordFor = securityHeaderRecords(options.https ?? false);
  return async (c, next) => {
    await next();
    const record = recordFor(c.req.path);
    const headers = ownHeaders(c);
    if (!('x-frame-options' in record)) headers.delete('x-frame-options');
    for (const name in record) headers.set(name, record[name]!);
  };
}
