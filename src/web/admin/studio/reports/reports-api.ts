import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

export const REPORTS_KEY = [...STUDIO_KEY, 'question-reports'] as const;

export type QueueStatus = 'open' | 'closed';

/** The queue of questions with open (or closed) reports, a page at a time; the page on show stays while the next comes. */
export function useReportQueue(status: QueueStatus, page: number) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'queue', status, page],
    queryFn: ({ signal }) => call('GET /admin/studio/question-reports', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One question's reports, for its page. */
export function useQuestionReports(questionId: number) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'question', questionId],
    queryFn: ({ signal }) => call('GET /admin/studio/questions/{id}/reports', { params: { id: questionId }, signal }),
    staleTime: 0,
  });
}

/** Resolves (with a reply) or dismisses a report; the queue, the question's reports and the studio's counts are read again. */
export function useCloseReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'resolve'; id: number; reply: string } | { kind: 'dismiss'; id: number }) =>
      action.kind === 'resolve'
        ? call('POST /admin/studio/question-reports/{id}/resolve', { params: { id: action.id }, body: { reply: action.reply } })
        : call('POST /admin/studio/question-reports/{id}/dismiss', { params: { id: action.id }, body: {} }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: REPORTS_KEY }), client.invalidateQueries({ queryKey: [...STUDIO_KEY, 'summary'] })]),
  });
}
