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
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const DENY_FRAMING = contentSecurityPolicy("'none'");
const ALLOW_FRAMING = contentSecurityPolicy('*');

/** Security headers on every response; only the logo embed may be framed by other sites. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const embeddable = matchesPattern(EMBEDDABLE_PATH, c.req.path);
    c.header('Content-Security-Policy', embeddable ? ALLOW_FRAMING : DENY_FRAMING);
    if (embeddable) c.res.headers.delete('X-Frame-Options');
    else c.header('X-Frame-Options', 'DENY');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  };
}
