import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LessonContent, Player } from '../../contracts/learning-schemas';
import { useSession } from '../account/auth-api';
import { ApiError, call } from '../api/client';
import { retryUnlessRefused } from '../api/retry';

/**
 * The student's learning side. Every answer depends on who is signed in,
 * so each key carries the viewer (a user id, or 'visitor'): another account
 * signing in on this browser never sees the previous one's cached progress.
 * Answers are always re-read when a screen opens (staleTime 0).
 */

/** The viewer's part of the keys, or null while the session is loading. */
export function useViewer(): { key: string | null; signedIn: boolean; loading: boolean; failed: boolean; retry: () => void } {
  const session = useSession();
  const user = session.data;
  return {
    key: session.isPending || session.isError ? null : (user?.id ?? 'visitor'),
    signedIn: Boolean(user),
    loading: session.isPending,
    failed: session.isError,
    retry: () => void session.refetch(),
  };
}

export function useMyEnrollments(viewer: string | null) {
  return useQuery({
    queryKey: ['learning', viewer, 'enrollments'],
    queryFn: ({ signal }) => call('GET /my/enrollments', { signal }).then((r) => r.enrollments),
    enabled: viewer !== null && viewer !== 'visitor',
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function useMyEnrollment(viewer: string | null, slug: string | undefined) {
  return useQuery({
    queryKey: ['learning', viewer, 'enrollment', slug],
    queryFn: ({ signal }) => call('GET /my/enrollments/{slug}', { params: { slug: slug! }, signal }),
    enabled: viewer !== null && viewer !== 'visitor' && Boolean(slug),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function useMyOrders(viewer: string | null) {
  return useQuery({
    queryKey: ['learning', viewer, 'orders'],
    queryFn: ({ signal }) => call('GET /my/orders', { signal }).then((r) => r.orders),
    enabled: viewer !== null && viewer !== 'visitor',
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function usePlayer(viewer: string | null, slug: string | undefined) {
  return useQuery({
    queryKey: ['learning', viewer, 'player', slug],
    queryFn: ({ signal }) => call('GET /player/{slug}', { params: { slug: slug! }, signal }),
    enabled: viewer !== null && Boolean(slug),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function useLesson(viewer: string | null, slug: string | undefined, lessonId: number | null) {
  return useQuery({
    queryKey: ['learning', viewer, 'lesson', slug, lessonId],
    queryFn: ({ signal }) => call('GET /player/{slug}/lessons/{lessonId}', { params: { slug: slug!, lessonId: lessonId! }, signal }),
    enabled: viewer !== null && Boolean(slug) && lessonId !== null,
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

/**
 * The resume point. A refusal (the access ended while the lesson was open)
 * is not the player's concern: it resolves as the server's answer came,
 * and only a request that never reached the server rejects.
 */
export function recordLessonOpened(slug: string, lessonId: number): Promise<void> {
  return call('POST /player/{slug}/lessons/{lessonId}/open', { params: { slug, lessonId } }).then(
    () => undefined,
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    },
  );
}

/** Marks or unmarks a lesson, then refreshes every view of this course's progress. */
export function useLessonProgress(viewer: string | null, slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, completed }: { lessonId: number; completed: boolean }) => call('POST /player/{slug}/lessons/{lessonId}/progress', { params: { slug, lessonId }, body: { completed } }),
    onSuccess: async (result) => {
      client.setQueryData<Player>(['learning', viewer, 'player', slug], (player) =>
        player
          ? {
              ...player,
              progress: result.progress,
              sections: player.sections.map((section) => {
                const lessons = section.lessons.map((l) => (l.id === result.lessonId ? { ...l, completed: result.completed } : l));
                const done = lessons.filter((l) => l.completed).length;
                return { ...section, lessons, progress: { completed: done, total: lessons.length, percent: lessons.length ? Math.floor((done * 100) / lessons.length) : 0 } };
              }),
            }
          : player,
      );
      client.setQueryData<LessonContent>(['learning', viewer, 'lesson', slug, result.lessonId], (lesson) => (lesson ? { ...lesson, completed: result.completed } : lesson));
      await Promise.all([client.invalidateQueries({ queryKey: ['learning', viewer, 'enrollments'] }), client.invalidateQueries({ queryKey: ['learning', viewer, 'enrollment', slug] })]);
    },
  });
}
