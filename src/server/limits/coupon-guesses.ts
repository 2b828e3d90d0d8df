import type { Db } from '../db/database';
import { AppError } from '../errors';
import { giveBackHit, takeHit, type Limit } from './rate-limit';

/**
 * Typing a code that does not exist is what guessing looks like: 20 misses
 * per account and 60 per network address in 15 minutes are plenty for
 * people, and stop a script trying codes. Codes that exist (even expired or
 * not for these courses) are not counted.
 */
export const COUPON_GUESSES = {
  perAccount: { bucket: 'coupon_miss_account', max: 20, windowSeconds: 15 * 60 },
  perAddress: { bucket: 'coupon_miss_address', max: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

type Who = { userId: string | null; ip: string };

/**
 * Runs a lookup of a typed code under the limits. The miss is counted
 * before the lookup (so parallel guesses cannot all get through) and given
 * back when the code turns out to exist.
 */
export async function underCouponGuessLimit<T>(db: Db, { who, code, run, missed }: { who: Who; code: string | null | undefined; run: () => Promise<T>; missed: (result: T) => boolean }): Promise<T> {
  if (!code) return run();
  const counted: [Limit, string][] = [];
  const giveBack = () => Promise.all(counted.map(([limit, key]) => giveBackHit(db, limit, key)));
  for (const [limit, key] of [
    [COUPON_GUESSES.perAccount, who.userId],
    [COUPON_GUESSES.perAddress, who.ip],
  ] as const) {
    if (key === null) continue;
    const hit = await takeHit(db, { limit, key });
    if (!hit.allowed) {
      await giveBack();
      throw new AppError('coupon_attempts_limited');
    }
    counted.push([limit, key]);
  }
  let result: T;
  try {
    result = await run();
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'coupon_not_found')) await giveBack();
    throw error;
  }
  if (!missed(result)) await giveBack();
  return result;
}
