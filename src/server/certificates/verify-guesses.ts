import type { Db } from '../db/database';
import { AppError } from '../errors';
import { giveBackHit, takeHit, type Limit } from '../limits/rate-limit';

/**
 * Checking codes that do not exist is what trying to find certificates
 * looks like: 30 misses per network address in 15 minutes are plenty for an
 * employer checking a pile of CVs, and stop a script walking codes. A code
 * that exists is not counted, so checking real certificates is never
 * refused.
 */
export const CERTIFICATE_GUESSES: Limit = { bucket: 'certificate_miss_address', max: 30, windowSeconds: 15 * 60 };

/** Runs a lookup under the limit: the miss is counted first (parallel guesses cannot all pass) and given back when the code exists. */
export async function underCertificateGuessLimit<T>(db: Db, ip: string, run: () => Promise<T>): Promise<T> {
  const hit = await takeHit(db, { limit: CERTIFICATE_GUESSES, key: ip });
  if (!hit.allowed) throw new AppError('certificate_lookups_limited');
  try {
    const found = await run();
    await giveBackHit(db, CERTIFICATE_GUESSES, ip);
    return found;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'certificate_not_found')) await giveBackHit(db, CERTIFICATE_GUESSES, ip);
    throw error;
  }
}
