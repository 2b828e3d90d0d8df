import { runStorageSweepJob } from '../storage/sweep-job';
import { runDemoVideoJob } from '../video/demo-videos';
import { transcodeVideo } from '../video/transcode-video';
import type { JobKind } from './enqueue-job';
import type { JobHandler } from './job-handler';

/**
 * The work of each kind of job, in one place: a runner takes only the kinds
 * listed here. A new kind is one line (its handler, from its own folder).
 */
export const JOB_HANDLERS: Partial<Record<JobKind, JobHandler>> = {
  transcode: transcodeVideo,
  'demo-video': runDemoVideoJob,
  'storage-sweep': runStorageSweepJob,
};
