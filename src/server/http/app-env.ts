import type { Db } from '../db/database';

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Db;
  };
};
