import type { Logger } from '../../../logger';
import type { Services } from '../../../services';
import { UPLOAD_LIFETIME_MS, uploadAreaOf } from './upload-area';
import { sweepUploadLocks } from './upload-locker';
import { sweepUploadRecords } from './upload-records';

export type UploadSweep = { uploads: number; records: number };

/**
 * Removes what uploads left for longer than their lifetime (a day): uploads
 * created before then (tus already refuses to continue them), in the
 * uploads folder or the bucket (upload-area.ts), and the database's
 * finish records and run-out locks of that age. Every server process may sweep at once;
 * removing twice is harmless.
 */
export async function sweepStaleUploads(services: Pick<Services, 'db' | 'storage' | 'storageUrl' | 'uploadsDir'>, now = new Date()): Promise<UploadSweep> {
  const cutoff = new Date(now.getTime() - UPLOAD_LIFETIME_MS);
  const uploads = await uploadAreaOf(services).sweep(cutoff);
  const records = (await sweepUploadRecords(services.db, cutoff)) + (await sweepUploadLocks(services.db, cutoff));
  return { uploads, records };
}

/** Sweeps every hour until stopped; a failure is logged and the next hour tries again. */
export function startUploadSweeper(services: Services, logger: Logger, everyMs = 60 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    sweepStaleUploads(services)
      .then(({ uploads, records }) => {
        if (uploads > 0 || records > 0) logger.info('removed stale video uploads', { count: uploads, records });
      })
      .catch((error: unknown) => logger.error('the upload sweep failed', { error: String(error) }));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
