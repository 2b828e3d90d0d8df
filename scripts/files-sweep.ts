import { ConfigError, loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { openStorage } from '../src/server/storage/open-storage';
import { S3Storage } from '../src/server/storage/s3-storage';
import { sweepStorage } from '../src/server/storage/sweep-storage';

/**
 * Sweeps the storage layer now (the servers' job does it once a day):
 * removes the objects of the product's folders no row names that nobody
 * has put for the grace period (STORAGE_SWEEP_GRACE_HOURS, a day), printing
 * each, then one line with the counts. With --dry-run it prints what it
 * would remove and removes nothing. Safe while servers serve, and to run
 * again. It never migrates: a database behind or ahead of this release is
 * refused (sweepStorage stands aside), its schema left as it is.
 */
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--dry-run');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown[0]}. Usage: npm run files:sweep [-- --dry-run]`);
  process.exit(2);
}
const dryRun = args.includes('--dry-run');

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [amount, unit] = bytes < 1024 ** 2 ? [bytes / 1024, 'kB'] : bytes < 1024 ** 3 ? [bytes / 1024 ** 2, 'MiB'] : [bytes / 1024 ** 3, 'GiB'];
  return `${amount.toFixed(1)} ${unit}`;
}

const folders = (count: number) => (count === 0 ? '' : count === 1 ? ' (one whole video folder among them)' : ` (${count} whole video folders among them)`);

const hours = (ms: number) => (ms === 24 * 3600_000 ? 'a day' : `${ms / 3600_000} hours`);
const aborted = (count: number) => (count === 0 ? '' : `; ${dryRun ? 'would abort' : 'aborted'} ${count} unfinished multipart upload${count === 1 ? '' : 's'}`);

try {
  const config = loadConfig();
  const db = createDatabase(config.database);
  const storage = await openStorage(config);
  try {
    const started = performance.now();
    const report = await sweepStorage(
      { db, storage },
      {
        dryRun,
        graceMs: config.storageSweepGraceMs,
        onRemoved: ({ key, folder, objects, bytes }) =>
          console.log(`${dryRun ? 'would remove' : 'removed'} ${folder ? `${key}/ (${objects} objects, ${sizeText(bytes)})` : `${key} (${sizeText(bytes)})`}`),
      },
    );
    if (report.skipped) {
      console.error(`Nothing swept. ${report.skipped}`);
      process.exitCode = 1;
    } else {
      const where = storage instanceof S3Storage ? 'S3-compatible storage (STORAGE_URL)' : `${config.dataDir}/files`;
      console.log(
        `${dryRun ? 'Would remove' : 'Removed'} ${report.removed.objects} objects, ${sizeText(report.removed.bytes)}${folders(report.removed.videoFolders)}, from ${where}; kept ${report.kept.named} named by rows, ${report.kept.young} put within ${hours(config.storageSweepGraceMs)}${aborted(report.abortedUploads)}; ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    if (storage instanceof S3Storage) storage.destroy();
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Sweeping the storage failed (run it again: what was removed stays removed): ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
