import { z } from 'zod';
import { recordIdParam } from '../record-id-schemas';
import { studioLessonSchema } from '../studio-curriculum-schemas';
import { lessonVideoSchema, lessonVideoVersionQuerySchema, videoAssetParams, videoAssetSchema, videoCaptionParams } from '../studio-video-schemas';
import { json, operation } from './operation';

/**
 * Hosted lecture videos in the lesson editor: where a lesson's uploaded
 * video stands, retrying or cancelling its processing, taking it off the
 * draft, its captions and its poster. The file itself is uploaded through
 * the resumable endpoint (`VIDEO_UPLOADS_PATH`, tus), which is not an
 * operation: see docs/api-contract.md.
 */

const tags = ['Admin: studio'];
const lessonParams = z.object({ courseId: recordIdParam, lessonId: recordIdParam });
const videoNotFound = ['video_not_found'] as const;
const vtt = { schema: { type: 'string', format: 'binary' } } as const;
const videoAnswer = { 200: json(videoAssetSchema, 'The video after the change') };

export const getLessonVideo = operation({
  method: 'get',
  path: '/admin/studio/curriculum/{courseId}/lessons/{lessonId}/video',
  audience: 'admin',
  tags,
  summary: "A lesson's hosted video for the editor: the draft's (state, progress, time left, failure, ladder, captions) and the one students play now",
  request: { params: lessonParams },
  responses: { 200: json(lessonVideoSchema, 'The lesson’s videos') },
  errors: { 404: ['studio_item_not_found'] },
});

export const detachLessonVideo = operation({
  method: 'delete',
  path: '/admin/studio/curriculum/{courseId}/lessons/{lessonId}/video',
  audience: 'admin',
  tags,
  summary: "Takes the uploaded video off the lesson's draft (students keep the published one until the next publish; the file stays for kept versions)",
  request: { params: lessonParams, query: lessonVideoVersionQuerySchema },
  responses: { 200: json(studioLessonSchema, 'The lesson after the change') },
  errors: { 404: ['studio_item_not_found'], 409: { codes: ['edit_conflict'], description: 'Another admin saved first (`details.currentVersion`).' } },
});

export const retryVideo = operation({
  method: 'post',
  path: '/admin/studio/videos/{assetId}/retry',
  audience: 'admin',
  tags,
  summary: 'Queues a failed or cancelled video for processing again (one job however many retries race)',
  request: { params: videoAssetParams },
  responses: videoAnswer,
  errors: { 404: videoNotFound, 409: { codes: ['video_state_conflict'], description: 'The video is not failed or cancelled (`details.state`).' } },
});

export const cancelVideo = operation({
  method: 'post',
  path: '/admin/studio/videos/{assetId}/cancel',
  audience: 'admin',
  tags,
  summary: "Stops a queued or processing video's transcode",
  request: { params: videoAssetParams },
  responses: videoAnswer,
  errors: { 404: videoNotFound, 409: { codes: ['video_state_conflict'], description: 'The video is not queued or processing (`details.state`).' } },
});

export const putVideoCaption = operation({
  method: 'put',
  path: '/admin/studio/videos/{assetId}/captions/{lang}',
  audience: 'admin',
  tags,
  summary: "Uploads a video's WebVTT captions in one language (en, bn), replacing any it had; the file is the body (UTF-8, up to 1 MB, at least one cue)",
  request: { params: videoCaptionParams, body: { required: true, content: { 'text/vtt': vtt, 'text/plain': vtt, 'application/octet-stream': vtt } } },
  responses: videoAnswer,
  errors: { 404: videoNotFound, 413: ['caption_too_large'], 422: ['caption_invalid'] },
});

export const deleteVideoCaption = operation({
  method: 'delete',
  path: '/admin/studio/videos/{assetId}/captions/{lang}',
  audience: 'admin',
  tags,
  summary: "Removes a video's captions in one language",
  request: { params: videoCaptionParams },
  responses: videoAnswer,
  errors: { 404: ['video_not_found', 'caption_not_found'] },
});

export const getVideoPoster = operation({
  method: 'get',
  path: '/admin/studio/videos/{assetId}/poster',
  audience: 'admin',
  tags,
  summary: "A processed video's poster frame (JPEG), for the editor",
  request: { params: videoAssetParams },
  responses: { 200: { description: 'The poster', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } } },
  errors: { 404: ['video_not_found', 'video_poster_not_found'] },
});
