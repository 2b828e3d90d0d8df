import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamStatistics } from '../../../../contracts/exam-statistics-schemas';
import { call } from '../../../api/client';
import { STUDIO_KEY } from '../studio-api';

export type AttemptsUsed = ExamStatistics['attemptsUsed'];

/** A question's figures in every exam that gave it; switching between first and all attempts keeps the figures on show (dimmed) until the other answer comes. */
const figuresKey = (questionId: number, attempts: AttemptsUsed) => [...STUDIO_KEY, 'question-figures', questionId, attempts] as const;

export function useQuestionFigures(questionId: number, attempts: AttemptsUsed) {
  return useQuery({
    queryKey: figuresKey(questionId, attempts),
    queryFn: ({ signal }) => call('GET /admin/studio/questions/{id}/statistics', { params: { id: questionId }, query: { attempts }, signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === questionId ? previous : undefined),
    staleTime: 0,
  });
}

/** Computes the figures afresh instead of using those kept, and shows the answer. */
export function useRecalculateFigures(questionId: number, attempts: AttemptsUsed) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('GET /admin/studio/questions/{id}/statistics', { params: { id: questionId }, query: { attempts, recalculate: '1' } }),
    onSuccess: (data) => client.setQueryData(figuresKey(questionId, attempts), data),
  });
}
