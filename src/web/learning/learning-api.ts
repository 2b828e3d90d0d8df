import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LessonContent, LessonProgressResult, MyEnrollmentDetail, MyEnrollmentList, MyOrderList, Player } from '../../contracts/learning-schemas';
import { useSession } from '../account/auth-api';
import { getJson, postJson } from '../api/client';
import { retryUnlessRefused } from '../api/query-string';

/**
 * The student's learning side. Every answer depends on who is signed in,
 * so each key carries the viewer (a user id, or 'visitor'): another account
 * signing in on this browser never sees the previous one's cached progress.
 * Answers are always re-read when a screen opens (staleTime 0).
 */
const enc = encodeURIComponent;

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
    queryFn: ({ signal }) => getJson<MyEnrollmentList>('/api/my/enrollments', { signal }).then((r) => r.enrollments),
    enabled: viewer !== null && viewer !== 'visitor',
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function useMyEnrollment(viewer: string | null, slug: string | undefined) {
  return useQuery({
    queryKey: ['learning', viewer, 'enrollment', slug],
    queryFn: ({ signal }) => getJson<MyEnrollmentDetail>(`/api/my/enrollments/${enc(slug!)}`, { signal }),
    enabled: viewer !== null && viewer !== 'visitor' && Boolean(slug),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function useMyOrders(viewer: string | null) {
  return useQuery({
    queryKey: ['learning', viewer, 'orders'],
    queryFn: ({ signal }) => getJson<MyOrderList>('/api/my/orders', { signal }).then((r) => r.orders),
    enabled: viewer !== null && viewer !== 'visitor',
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function usePlayer(viewer: string | null, slug: string | undefined) {
  return useQuery({
    queryKey: ['learning', viewer, 'player', slug],
    queryFn: ({ signal }) => getJson<Player>(`/api/player/${enc(slug!)}`, { signal }),
    enabled: viewer !== null && Boolean(slug),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function useLesson(viewer: string | null, slug: string | undefined, lessonId: number | null) {
  return useQuery({
    queryKey: ['learning', viewer, 'lesson', slug, lessonId],
    queryFn: ({ signal }) => getJson<LessonContent>(`/api/player/${enc(slug!)}/lessons/${lessonId}`, { signal }),
    enabled: viewer !== null && Boolean(slug) && lessonId !== null,
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function recordLessonOpened(slug: string, lessonId: number): Promise<unknown> {
  return fetch(`/api/player/${enc(slug)}/lessons/${lessonId}/open`, { method: 'POST' });
}

/** Marks or unmarks a lesson, then refreshes every view of this course's progress. */
export function useLessonProgress(viewer: string | null, slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, completed }: { lessonId: number; completed: boolean }) =>
      postJson<LessonProgressResult>(`/api/player/${enc(slug)}/lessons/${lessonId}/progress`, { completed }),
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
      await Promise.all([
        client.invalidateQueries({ queryKey: ['learning', viewer, 'enrollments'] }),
        client.invalidateQueries({ queryKey: ['learning', viewer, 'enrollment', slug] }),
      ]);
    },
  });
}
