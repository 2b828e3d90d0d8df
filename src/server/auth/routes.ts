import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Auth } from './create-auth';
import { CLIENT_IP_HEADER } from './client-ip';
import { errorBody } from '../errors';
import { readSession } from './guards';
import { socketClientIp, type ClientIpReader } from '../http/client-address';

/**
 * Better Auth answers errors as `{ code, message }`; the API's one shape is
 * `{ error: { code, message } }` with lower-case codes. Successful answers
 * and their cookies pass through untouched.
 */
async function toCatalogueShape(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  const code = (body?.code ?? 'auth_error').toLowerCase();
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
