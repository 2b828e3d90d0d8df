import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { issuerKey } from './credential-key';

/** Where verifiers find the public key certificates' credentials are signed with. */
export const JWKS_PATH = '/.well-known/jwks.json';

/** The issuer's public key as a JSON Web Key Set (the private key never leaves the server). */
export function mountIssuerKeys(app: Hono<AppEnv>): void {
  app.get(JWKS_PATH, async (c) => {
    const { publicJwk } = await issuerKey(c.var.db);
    return c.json({ keys: [publicJwk] }, 200, { 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' });
  });
}
