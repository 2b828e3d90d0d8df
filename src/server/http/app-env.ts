import type { Db } from '../db/database';
import type { Services } from '../services';

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Db;
    services: Services;
  };
};
