import type { MiddlewareHandler } from 'hono';
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
 * Security headers on every response; only the logo embed may be framed by
 * other sites, and lesson files by the site itself.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const embeddable = matchesPattern(EMBEDDABLE_PATH, c.req.path);
    const lessonFile = !embeddable && LESSON_FILE.test(c.req.path);
    c.header('Content-Security-Policy', embeddable ? ALLOW_FRAMING : lessonFile ? SAME_ORIGIN_FRAMING : DENY_FRAMING);
    if (embeddable) c.res.headers.delete('X-Frame-Options');
    else c.header('X-Frame-Options', lessonFile ? 'SAMEORIGIN' : 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  };
}
