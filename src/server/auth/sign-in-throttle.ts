import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Limit } from '../limits/rate-limit';

/**
 * Password guessing is slowed per account, not stopped by a lock an attacker
 * could hold shut: the first 5 attempts since the last success are checked at
 * once, then each further one waits a growing delay after the previous
 * attempt (30 s, 1, 2, 4, 8, then 15 minutes). A browser the account signed
 * in from before carries a device cookie and is counted on its own, so a
 * stranger's guesses never slow the owner's own device. A password reset or
 * an opened verification link lifts the account's delay, and a day without
 * attempts forgets them.
 */
export const SIGN_IN_THROTTLE = {
  freeAttempts: 5,
  /** The wait after the 5th, 6th, … attempt; the last repeats. */
  delaysSeconds: [30, 60, 120, 240, 480, 900],
  forgetAfterHours: 24,
} as const;

/**
 * Per network address, failed sign-ins only ever slow the answer down (by
 * 100 ms per failure past 50 in 15 minutes, at most 3 s): a whole exam hall
 * shares one address, and a correct password is never refused for what
 * others on it typed.
 */
export const ADDRESS_SLOW_DOWN = { windowMinutes: 15, freeFailures: 50, stepMs: 100, maxMs: 3000 } as const;

/** A flood backstop per address, for the sign-in form and the admin one alike. */
export const SIGN_IN_FLOOD: Limit = { bucket: 'sign_in_address', max: 300, windowSeconds: 60 };

export type ThrottleKey = `account:${string}` | `device:${string}`;

export const accountKey = (email: string): ThrottleKey => `account:${email.trim().toLowerCase()}`;
export const deviceKey = (deviceId: string): ThrottleKey => `device:${deviceId}`;

export type Claim = { allowed: true; attempt: number } | { allowed: false; retryAfterSeconds: number };

const delayAfter = (attempts: number): number => {
  const { freeAttempts, delaysSeconds } = SIGN_IN_THROTTLE;
  if (attempts < freeAttempts) return 0;
  return delaysSeconds[Math.min(attempts - freeAttempts, delaysSeconds.length - 1)]!;
};

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

/**
 * Counts an attempt before its password is checked, in one conditional
 * update: the row is updated only when the delay since the last attempt has
 * passed, so of any number of parallel guesses only the allowed ones are
 * counted and checked. Refused attempts change nothing (they do not extend
 * the wait).
 */
export async function claimSignInAttempt(db: Db, key: ThrottleKey, now = new Date()): Promise<Claim> {
  const { freeAttempts, delaysSeconds } = SIGN_IN_THROTTLE;
  const forgetBefore = ago(now, SIGN_IN_THROTTLE.forgetAfterHours * 3600);
  const claim = () =>
    db
      .updateTable('sign_in_throttles')
      .set({
        failures: sql<number>`case when updated_at < ${forgetBefore} then 1 else failures + 1 end`,
        updated_at: now.toISOString(),
      })
      .where('key', '=', key)
      .where((eb) =>
        eb.or([
          eb('failures', '<', freeAttempts),
          eb('updated_at', '<', forgetBefore),
          ...delaysSeconds.map((delay, i) => {
            const attempts = freeAttempts + i;
            const last = i === delaysSeconds.length - 1;
            return eb.and([eb('failures', last ? '>=' : '=', attempts), eb('updated_at', '<=', ago(now, delay))]);
          }),
        ]),
      )
      .returning('failures')
      .executeTakeFirst();

  const claimed = await claim();
  if (claimed) return { allowed: true, attempt: claimed.failures };
  const inserted = await db
    .insertInto('sign_in_throttles')
    .values({ key, failures: 1, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('failures')
    .executeTakeFirst();
  if (inserted) return { allowed: true, attempt: 1 };
  // The row appeared in between: count against it.
  const retried = await claim();
  if (retried) return { allowed: true, attempt: retried.failures };
  const row = await db.selectFrom('sign_in_throttles').select(['failures', 'updated_at']).where('key', '=', key).executeTakeFirst();
  const opens = row ? new Date(row.updated_at).getTime() + delayAfter(row.failures) * 1000 : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((opens - now.getTime()) / 1000)) };
}

/**
 * Gives back an attempt whose password was not refused (a correct password
 * on an unverified or suspended account, or input refused before any check),
 * unless another attempt was counted since.
 */
export async function returnSignInAttempt(db: Db, key: ThrottleKey, attempt: number): Promise<void> {
  await db
    .updateTable('sign_in_throttles')
    .set({ failures: attempt - 1 })
    .where('key', '=', key)
    .where('failures', '=', attempt)
    .execute();
}

/** A success, a password reset or an opened verification link: the slate is clean. */
export async function clearSignInAttempts(db: Db, key: ThrottleKey): Promise<void> {
  await db.deleteFrom('sign_in_throttles').where('key', '=', key).execute();
}

/** Kept per address for the slow-down; rows older than its window are trimmed as new ones come. */
export async function recordAddressFailure(db: Db, { email, ip, now = new Date() }: { email: string; ip: string; now?: Date }): Promise<void> {
  await db.insertInto('sign_in_failures').values({ email, ip, created_at: now.toISOString() }).execute();
  await db
    .deleteFrom('sign_in_failures')
    .where('created_at', '<', ago(now, ADDRESS_SLOW_DOWN.windowMinutes * 60))
    .execute();
  await db
    .deleteFrom('sign_in_throttles')
    .where('updated_at', '<', ago(now, SIGN_IN_THROTTLE.forgetAfterHours * 3600))
    .execute();
}

/** How long to hold this address's answer: nothing until many failures, then a little more per failure. */
export async function addressSlowDownMs(db: Db, ip: string, now = new Date()): Promise<number> {
  const { windowMinutes, freeFailures, stepMs, maxMs } = ADDRESS_SLOW_DOWN;
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', ago(now, windowMinutes * 60))
    .executeTakeFirstOrThrow();
  const over = Number(row.n) - freeFailures + 1;
  return over > 0 ? Math.min(over * stepMs, maxMs) : 0;
}

/** "2 minutes", "30 seconds": the wait as a person reads it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
