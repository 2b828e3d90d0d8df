import { useQuery } from '@tanstack/react-query';
import type { AttemptPlayer, AttemptResult, ExamDetail, ExamSummary, MyExams, QuestionFeedback, SaveAnswer, SavedAnswer, SavedPosition } from '../../contracts/exam-schemas';
import { getJson, postJson } from '../api/client';
import { retryUnlessRefused } from '../api/query-string';

const enc = encodeURIComponent;

export function useExams() {
  return useQuery({ queryKey: ['exams'], queryFn: ({ signal }) => getJson<{ exams: ExamSummary[] }>('/api/exams', { signal }).then((r) => r.exams), staleTime: 60_000 });
}

export function useExam(viewer: string | null, slug: string | undefined) {
  return useQuery({
    queryKey: ['exams', viewer, 'exam', slug],
    queryFn: ({ signal }) => getJson<ExamDetail>(`/api/exams/${enc(slug!)}`, { signal }),
    enabled: viewer !== null && Boolean(slug),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function useMyExams(viewer: string | null) {
  return useQuery({
    queryKey: ['exams', viewer, 'mine'],
    queryFn: ({ signal }) => getJson<MyExams>('/api/my/exams', { signal }),
    enabled: viewer !== null && viewer !== 'visitor',
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function startAttempt(slug: string): Promise<{ attemptId: string; resumed: boolean }> {
  return postJson(`/api/exams/${enc(slug)}/attempts`, {});
}

export function fetchAttempt(attemptId: string, signal?: AbortSignal): Promise<AttemptPlayer> {
  return getJson<AttemptPlayer>(`/api/attempts/${enc(attemptId)}`, { signal });
}

export function putAnswer(attemptId: string, position: number, body: SaveAnswer): Promise<SavedAnswer> {
  return getJson<SavedAnswer>(`/api/attempts/${enc(attemptId)}/answers/${position}`, { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
}

/**
 * Keepalive: a move made just before a reload or closing the tab still
 * reaches the server, which is when it matters most.
 */
export function putPosition(attemptId: string, position: number): Promise<SavedPosition> {
  return getJson<SavedPosition>(`/api/attempts/${enc(attemptId)}/position`, { method: 'PUT', body: JSON.stringify({ position }), headers: { 'Content-Type': 'application/json' }, keepalive: true });
}

export function submitAttempt(attemptId: string): Promise<{ id: string }> {
  return postJson(`/api/attempts/${enc(attemptId)}/submit`, {});
}

export function useAttemptResult(viewer: string | null, attemptId: string | undefined) {
  return useQuery({
    queryKey: ['exams', viewer, 'result', attemptId],
    queryFn: ({ signal }) => getJson<AttemptResult>(`/api/attempts/${enc(attemptId!)}/result`, { signal }),
    enabled: viewer !== null && viewer !== 'visitor' && Boolean(attemptId),
    staleTime: 0,
    retry: retryUnlessRefused,
  });
}

export function putSelfMarks(attemptId: string, position: number, points: string[]): Promise<AttemptResult> {
  return getJson<AttemptResult>(`/api/attempts/${enc(attemptId)}/self-marks/${position}`, { method: 'PUT', body: JSON.stringify({ points }), headers: { 'Content-Type': 'application/json' } });
}

export function checkAnswer(attemptId: string, position: number): Promise<QuestionFeedback> {
  return postJson(`/api/attempts/${enc(attemptId)}/answers/${position}/check`, {});
}
