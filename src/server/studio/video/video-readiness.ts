import type { Db } from '../../db/database';
import type { VideoAssetState } from '../../db/schema';
import { AppError } from '../../errors';

/** Why a lesson cannot be published onto its uploaded video yet, in the admin's words. */
const NOT_READY: Record<Exclude<VideoAssetState, 'ready'>, string> = {
  queued: 'The uploaded video is waiting to be processed. Publish once it says Ready; students keep the published version until then.',
  processing: 'The uploaded video is still being processed. Publish once it says Ready; students keep the published version until then.',
  failed: 'Processing the uploaded video failed. Retry it or upload the file again, then publish once it says Ready.',
  cancelled: 'Processing the uploaded video was cancelled. Retry it or upload the file again, then publish once it says Ready.',
};

/**
 * Refuses to publish onto a video students could not play: 409
 * `video_not_ready` with the reason and `details.state`. A ready video
 * never goes back (retry and cancel act only on the other states), so the
 * check holds for the rest of the publishing transaction.
 */
export async function expectVideoReady(trx: Db, assetId: number): Promise<void> {
  const asset = await trx.selectFrom('video_assets').select('state').where('id', '=', assetId).executeTakeFirst();
  if (!asset) throw new AppError('video_not_ready', 'The uploaded video is missing. Upload the file again.', { state: null });
  if (asset.state !== 'ready') throw new AppError('video_not_ready', NOT_READY[asset.state], { state: asset.state });
}
