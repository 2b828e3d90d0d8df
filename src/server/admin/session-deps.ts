import type { Db } from '../db/database';
import type { Services } from '../services';

/** What an admin action on an account needs: the database, and the session check to drop what it cached. */
export type SessionDeps = { db: Db; sessions: Pick<Services['sessions'], 'invalidate'> };
