import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SaveAnswer } from '../../contracts/exam-schemas';
import { call } from '../api/client';
import { retryUnlessRefused } from '../api/retry';

export function useExams() {
  return useQuery({ queryKey: ['exams'], queryFn: ({ signal }) => call('GET /exams', { signal }).then((r) => r.exams), staleTime: 60_000 });
}

export function useExam(viewer: string | null, slug: string | undefined) {
  return useQuery({
    queryKey: ['exams', viewer, 'exam', slug],
    queryFn: ({ signal }) => call('GET /exams/{slug}', { params: { slug: slug! }, signal }),
    enabled: viewer !== null && Boolean(slug),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

/**
 * My exams a page of attempts at a time: the first page carries everything
 * the hub shows (attempts in progress, attempts used, the areas); "Show
 * more" adds the next page of attempts.
 */
export function useMyExams(viewer: string | null) {
  return useInfiniteQuery({
    queryKey: ['exams', viewer, 'mine'],
    queryFn: ({ pageParam, signal }) => call('GET /my/exams', { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: viewer !== null && viewer !== 'visitor',
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function startAttempt(slug: string) {
  return call('POST /exams/{slug}/attempts', { params: { slug } });
}

export function fetchAttempt(attemptId: string, signal?: AbortSignal) {
  return call('GET /attempts/{attemptId}', { params: { attemptId }, signal });
}

export function putAnswer(attemptId: string, position: number, body: SaveAnswer, signal?: AbortSignal) {
  return call('PUT /attempts/{attemptId}/answers/{position}', { params: { attemptId, position }, body, signal });
}

/**
 * Keepalive: a move made just before a reload or closing the tab still
 * reaches the server, which is when it matters most.
 */
export function putPosition(attemptId: string, position: number) {
  return call('PUT /attempts/{attemptId}/position', { params: { attemptId }, body: { position }, keepalive: true });
}

export function submitAttempt(attemptId: string, signal?: AbortSignal) {
  return call('POST /attempts/{attemptId}/submit', { params: { attemptId }, signal });
}

export function useAttemptResult(viewer: string | null, attemptId: string | undefined) {
  return useQuery({
    queryKey: ['exams', viewer, 'result', attemptId],
    queryFn: ({ signal }) => call('GET /attempts/{attemptId}/result', { params: { attemptId: attemptId! }, signal }),
    enabled: viewer !== null && viewer !== 'visitor' && Boolean(attemptId),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function putSelfMarks(attemptId: string, position: number, points: string[]) {
  return call('PUT /attempts/{attemptId}/self-marks/{position}', { params: { attemptId, position }, body: { points } });
}

export function checkAnswer(attemptId: string, position: number) {
  return call('POST /attempts/{attemptId}/answers/{position}/check', { params: { attemptId, position } });
}
