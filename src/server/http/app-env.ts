import type { Db } from '../db/database';
import type { Actor } from '../admin/audit';
import type { Services } from '../services';

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Db;
    services: Services;
    /** The client's address, from the socket (or the test's simulated browser). */
    clientIp: string;
    /** Set by the admin routes' role check. */
    adminActor?: Actor;
  };
};
