import { ConfigError, loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { movedCount, moveFilesToStorage } from '../src/server/storage/move-files';
import { openStorage } from '../src/server/storage/open-storage';
import { S3Storage } from '../src/server/storage/s3-storage';

/**
 * Moves every file still held in a database row into the storage layer
 * (DATA_DIR/files, or STORAGE_URL) without starting the server; every start
 * does the same. Safe to run while servers serve, and to run again.
 */
try {
  const config = loadConfig();
  const db = createDatabase(config.database);
  const storage = await openStorage(config);
  try {
    for (const m of await migrateToLatest(db)) console.log(`applied ${m.migrationName}`);
    const started = performance.now();
    const report = await moveFilesToStorage({ db, storage });
    const where = storage instanceof S3Storage ? 'S3-compatible storage (STORAGE_URL)' : `${config.dataDir}/files`;
    if (movedCount(report) === 0) console.log(`No files left in the database: every file is in ${where}.`);
    else {
      for (const [table, moved] of Object.entries(report)) if (moved > 0) console.log(`${table}: ${moved} moved`);
      console.log(`${movedCount(report)} files moved to ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    if (storage instanceof S3Storage) storage.destroy();
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Moving files failed (run it again: files moved so far stay moved): ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
