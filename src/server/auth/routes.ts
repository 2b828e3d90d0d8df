import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Auth } from './create-auth';
import { CLIENT_IP_HEADER } from './client-ip';
import { errorBody, type ErrorCode } from '../errors';
import { readSession } from './guards';
import { socketClientIp, type ClientIpReader } from '../http/client-address';

/**
 * Better Auth's names for refusals the rest of the API answers with a
 * catalogue code: the same refusal has one code wherever it comes from, so
 * the declarations of these operations (src/contracts/api/auth.ts) list the
 * catalogue's (a student operation's 401 is `unauthenticated`, a body that
 * does not fit is `validation_failed`). The message stays Better Auth's.
 */
const CATALOGUE_CODE: Record<string, ErrorCode> = {
  unauthorized: 'unauthenticated',
  validation_error: 'validation_failed',
  invalid_email: 'email_invalid',
  invalid_origin: 'forbidden_origin',
};

/** The catalogue's code for a refusal of Better Auth's; its rate limit answers one without a code. */
function catalogueCode(status: number, code: string | undefined): string {
  if (!code) return status === 429 ? 'too_many_requests' : 'auth_error';
  const lower = code.toLowerCase();
  return CATALOGUE_CODE[lower] ?? lower;
}

/**
 * Better Auth answers errors as `{ code, message }`; the API's one shape is
 * `{ error: { code, message } }` with lower-case codes. Successful answers
 * and their cookies pass through untouched.
 */
async function toCatalogueShape(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  const code = catalogueCode(response.status, body?.code);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message: body?.message ?? 'The request could not be completed.' } }), {
    status: response.status,
    headers,
  });
}

/** Sign-up, sign-in, sessions, verification and password reset, served by Better Auth under /api/auth. */
export function mountAuth(api: Hono<AppEnv>, auth: Auth, clientIp: ClientIpReader = socketClientIp): void {
  // Better Auth's admin plugin is kept for its suspension check at sign-in;
  // its own admin endpoints (impersonation among them) would bypass the
  // project's rules and audit log, so the admin API is /api/admin only.
  api.all('/auth/admin/*', (c) => c.json(errorBody('not_found'), 404));
  // The browser asks this on every page; the project's session reader answers
  // it in Better Auth's shape without a rate-limit row or any other write.
  api.get('/auth/get-session', async (c) => c.json((await readSession(c)).current));
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    const init: RequestInit = { method: c.req.method, headers };
    if (c.req.method === 'POST') {
      // Read through Hono (not the raw request): the body was already read and kept by the checks before this.
      init.body = await c.req.arrayBuffer();
    }
    return toCatalogueShape(await auth.handler(new Request(c.req.url, init)));
  });
}
