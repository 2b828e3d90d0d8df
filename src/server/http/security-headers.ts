import type { Context, MiddlewareHandler } from 'hono';
import { EMBEDDABLE_PATH, matchesPattern } from '../../contracts/routes';

/**
 * No inline scripts anywhere: the SPA is one external module script. Inline
 * style attributes are allowed because React and the toast library set
 * element styles at run time; styles cannot run code.
 */
function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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

/**
 * Security headers on every response; only the logo embed may be framed by
 * other sites, and lesson files by the site itself. HSTS only when the
 * site's public address is https (a local http site must stay reachable).
 */
export function securityHeaders(options: { https?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const embeddable = matchesPattern(EMBEDDABLE_PATH, c.req.path);
    const lessonFile = !embeddable && LESSON_FILE.test(c.req.path);
    const headers = ownHeaders(c);
    headers.set('content-security-policy', embeddable ? ALLOW_FRAMING : lessonFile ? SAME_ORIGIN_FRAMING : DENY_FRAMING);
    if (embeddable) headers.delete('x-frame-options');
    else headers.set('x-frame-options', lessonFile ? 'SAMEORIGIN' : 'DENY');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('cross-origin-opener-policy', 'same-origin');
    headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // Served on https (PUBLIC_URL says so): browsers keep to https for a year.
    if (options.https) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
