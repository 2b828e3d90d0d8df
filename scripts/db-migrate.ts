import { ConfigError, loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';

try {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    const results = await migrateToLatest(db);
    if (results.length === 0) console.log('Database schema is up to date.');
    for (const r of results) console.log(`applied ${r.migrationName}`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
