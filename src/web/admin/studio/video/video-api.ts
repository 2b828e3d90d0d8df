import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CaptionLang, LessonVideo, VideoAsset } from '../../../../contracts/studio-video-schemas';
import { call } from '../../../api/client';
import { curriculumKey, lessonKey, lessonSaved } from '../curriculum/curriculum-api';
import { STUDIO_KEY } from '../studio-api';

export const lessonVideoKey = (courseId: number, lessonId: number) => [...STUDIO_KEY, 'video', courseId, lessonId] as const;

/** While the transcoder works on a video, the editor asks where it is this often. */
export const VIDEO_POLL_MS = 2000;

const working = (asset: VideoAsset | null) => asset !== null && (asset.state === 'queued' || asset.state === 'processing');

/** A lesson's uploaded videos (the draft's and the published one), asked again every 2 s while either is queued or processing. */
export function useLessonVideo(courseId: number, lessonId: number, enabled = true) {
  return useQuery({
    queryKey: lessonVideoKey(courseId, lessonId),
    queryFn: ({ signal }) => call('GET /admin/studio/curriculum/{courseId}/lessons/{lessonId}/video', { params: { courseId, lessonId }, signal }),
    enabled,
    refetchInterval: (query) => (query.state.data && (working(query.state.data.draft) || working(query.state.data.published)) ? VIDEO_POLL_MS : false),
    refetchOnWindowFocus: true,
  });
}

/** After an upload has become the lesson's draft video: the lesson (new version, duration, no address), the tree (its minutes) and its videos are read again. */
export async function videoUploaded(client: QueryClient, courseId: number, lessonId: number): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: lessonKey(courseId, lessonId) }),
    client.invalidateQueries({ queryKey: curriculumKey(courseId), exact: true }),
    client.invalidateQueries({ queryKey: lessonVideoKey(courseId, lessonId) }),
  ]);
}

function videoChanged(client: QueryClient, courseId: number, lessonId: number, asset: VideoAsset) {
  client.setQueryData<LessonVideo>(lessonVideoKey(courseId, lessonId), (current) =>
    current ? { ...current, draft: current.draft?.id === asset.id ? asset : current.draft, published: current.published?.id === asset.id ? asset : current.published } : current,
  );
}

export type VideoAction =
  | { kind: 'retry'; assetId: number }
  | { kind: 'cancel'; assetId: number }
  | { kind: 'caption'; assetId: number; lang: CaptionLang; file: File }
  | { kind: 'remove-caption'; assetId: number; lang: CaptionLang };

/** Retry, cancel and captions of one of the lesson's videos; each answer is the video as it is now. */
export function useVideoAction(courseId: number, lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: VideoAction): Promise<VideoAsset> => {
      const params = { assetId: action.assetId };
      switch (action.kind) {
        case 'retry':
          return call('POST /admin/studio/videos/{assetId}/retry', { params });
        case 'cancel':
          return call('POST /admin/studio/videos/{assetId}/cancel', { params });
        case 'caption':
          // Sent as WebVTT whatever type the computer gave the file; the server reads its text.
          return call('PUT /admin/studio/videos/{assetId}/captions/{lang}', { params: { ...params, lang: action.lang }, body: new Blob([action.file], { type: 'text/vtt' }) });
        case 'remove-caption':
          return call('DELETE /admin/studio/videos/{assetId}/captions/{lang}', { params: { ...params, lang: action.lang } });
      }
    },
    onSuccess: (asset) => videoChanged(client, courseId, lessonId, asset),
    // A refusal may mean the video moved on (another admin, the transcoder): show where it is now.
    onError: () => void client.invalidateQueries({ queryKey: lessonVideoKey(courseId, lessonId) }),
  });
}

/** Takes the uploaded video off the lesson's draft; answers the lesson (its new version). */
export function useDetachVideo(courseId: number, lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => call('DELETE /admin/studio/curriculum/{courseId}/lessons/{lessonId}/video', { params: { courseId, lessonId }, query: { version } }),
    onSuccess: (lesson) => {
      lessonSaved(client, courseId, lesson);
      void client.invalidateQueries({ queryKey: lessonVideoKey(courseId, lessonId) });
    },
  });
}
