import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportQuestionInput } from '../../../contracts/question-report-schemas';
import { call } from '../../api/client';
import { retryUnlessRefused } from '../../api/retry';

const reportsKey = (attemptId: string) => ['exams', 'question-reports', attemptId] as const;

/** The student's own reports of this attempt's questions (one request for the whole review). */
export function useMyQuestionReports(attemptId: string) {
  return useQuery({
    queryKey: reportsKey(attemptId),
    queryFn: ({ signal }) => call('GET /attempts/{attemptId}/reports', { params: { attemptId }, signal }),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });
}

/** Sends a report (or the edit of the open one) and reads the reports again, so the review shows what the server kept. */
export function useReportQuestion(attemptId: string, position: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportQuestionInput) => call('PUT /attempts/{attemptId}/reports/{position}', { params: { attemptId, position }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportsKey(attemptId) }),
  });
}
