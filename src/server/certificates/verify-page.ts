import type { Hono } from 'hono';
import type { ScreenId } from '../../contracts/routes';
import type { Db } from '../db/database';
import { AppError, errorBody } from '../errors';
import type { AppEnv } from '../http/app-env';
import { underCertificateGuessLimit } from './verify-guesses';
import { verifyCertificate } from './verify-certificate';

/**
 * The verify page's one read, answered for the visitor who asked (spa.ts
 * `ownReads`): the lookup counts against their own address, as the API's
 * does, and a refusal (unknown code, too many unknown codes) is an answer
 * the page shows, with its status.
 */
export function verifyPageReads(db: Db) {
  return async (screen: ScreenId, { path, clientIp }: { path: string; clientIp: string }): Promise<Map<string, Response> | null> => {
    if (screen !== 'verify') return null;
    const segment = path.split('/').filter(Boolean)[1];
    if (!segment) return null;
    let code: string;
    try {
      code = decodeURIComponent(segment);
    } catch {
      code = segment;
    }
    // The address the page's own query asks for (web/certificates/certificate-api.ts).
    const apiPath = `/api/certificates/${encodeURIComponent(code)}`;
    try {
      const found = await underCertificateGuessLimit(db, clientIp, () => verifyCertificate(db, code));
      return new Map([[apiPath, Response.json(found)]]);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return new Map([[apiPath, Response.json(errorBody(error.code, error.message), { status: error.status })]]);
    }
  };
}

/** The lookup form sent without the app's code (GET /verify?code=…) opens that code's page. */
export function mountVerifyForm(app: Hono<AppEnv>): void {
  app.get('/verify', async (c, next) => {
    const code = c.req.query('code')?.trim();
    if (!code) return next();
    return c.redirect(`/verify/${encodeURIComponent(code)}`, 302);
  });
}
