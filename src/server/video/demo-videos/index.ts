/**
 * Demo lecture videos: at first start a fresh install makes short slide
 * lectures from the notes of its free-preview video lessons and sends them
 * through the upload's pipeline (probe, keep, transcode), so its courses
 * have videos that play. The server queues them after it listens
 * (startDemoVideos); the job runner runs 'demo-video' jobs with runDemoVideoJob.
 */
export { queueDemoVideos, startDemoVideos } from './queue-demo-videos';
export { demoVideoJob, runDemoVideoJob, type DemoVideoOptions } from './run-demo-video-job';
