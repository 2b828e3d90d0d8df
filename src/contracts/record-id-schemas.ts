import { z } from 'zod';

/**
 * The largest id a record can have: PostgreSQL's integer columns (and the
 * serial ids behind them) end at 2^31 - 1. SQLite's go further, so a larger
 * id sent to a PostgreSQL server failed in the query (a 500) where SQLite
 * found nothing; bounding it here refuses it the same way on both.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id in a JSON body; `message` names what to choose when it is wrong. */
export function recordIdSchema(message?: string) {
  return z.number().int(message).min(1, message).max(MAX_RECORD_ID, message);
}

/** A record's id in a path or query, where it arrives as text. */
export const recordIdParam = z.coerce.number().int().min(1).max(MAX_RECORD_ID);

/** `{ id }` in a path: the studio's and the admin area's one record. */
export const recordIdParams = z.object({ id: recordIdParam });
