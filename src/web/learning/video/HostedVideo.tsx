import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { ApiError, call } from '../../api/client';
import { retryUnlessRefused } from '../../api/retry';
import { LoadError } from '../../components/LoadError';
import type { SaveWatch } from './use-watch-saves';
import { VideoPlayer } from './VideoPlayer';

type Props = {
  slug: string;
  lessonId: number;
  title: string;
  viewerKey: string | null;
  /** Whether this viewer's position and watched time are kept (active access). */
  canSave: boolean;
  /**
   * What shows while the addresses load, and when the video is not ready
   * (given by the lesson page: importing them here would make the lesson
   * page's chunk one this chunk imports from, which costs every page's
   * first load a little).
   */
  loading: ReactNode;
  notReady: ReactNode;
  onCompleted: () => void;
};

/**
 * A lesson's hosted video: its signed addresses and resume point from the
 * playback operation, then the player. Loaded on its own (React.lazy) only
 * on lessons whose video is hosted, with hls.js after it where the browser
 * needs it, so no other page carries any of it.
 */
export default function HostedVideo({ slug, lessonId, title, viewerKey, canSave, loading, notReady, onCompleted }: Props) {
  const params = { slug, lessonId };
  // Each load of the player is a fresh address and a fresh resume point: nothing kept between visits.
  const [load, setLoad] = useState(0);
  const playback = useQuery({
    queryKey: ['learning', viewerKey, 'playback', slug, lessonId, load],
    queryFn: ({ signal }) => call('GET /player/{slug}/lessons/{lessonId}/video', { params, signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: retryUnlessRefused,
  });
  const renew = useCallback(() => call('GET /player/{slug}/lessons/{lessonId}/video', { params: { slug, lessonId } }), [slug, lessonId]);
  const save: SaveWatch = useCallback((body, keepalive) => call('PUT /player/{slug}/lessons/{lessonId}/watch', { params: { slug, lessonId }, body, keepalive }), [slug, lessonId]);

  if (playback.error instanceof ApiError && playback.error.code === 'recording_not_ready') return notReady;
  if (playback.isError) return <LoadError what="this video" error={playback.error} onRetry={() => void playback.refetch()} />;
  if (playback.isPending) return loading;
  return <VideoPlayer key={load} title={title} playback={playback.data} renew={renew} save={canSave ? save : undefined} onCompleted={onCompleted} onReload={() => setLoad((n) => n + 1)} />;
}
