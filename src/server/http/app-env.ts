import type { Db } from '../db/database';
import type { Actor } from '../admin/audit';
import type { Services } from '../services';
import type { SessionRead } from '../auth/session-reader';
import type { SessionUser } from '../auth/guards';

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Db;
    services: Services;
    /** The client's address, from the socket (or the test's simulated browser). */
    clientIp: string;
    /** The session check's answer, once a guard asked for it. */
    session?: Promise<SessionRead>;
    /** Set by the admin gate. */
    adminActor?: Actor;
    /** Set by a student operation's audience check. */
    student?: SessionUser;
    /** Set by a tutor operation's audience check: a tutor or an admin. */
    marker?: SessionUser;
  };
};
