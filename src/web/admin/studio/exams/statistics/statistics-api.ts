import { useQuery } from '@tanstack/react-query';
import type { ExamStatistics } from '../../../../../contracts/exam-statistics-schemas';
import { call, urlOf } from '../../../../api/client';
import { EXAMS_KEY } from '../exams-api';

export type AttemptsUsed = ExamStatistics['attemptsUsed'];

/** An exam's item statistics; switching between first and all attempts keeps the figures on show (dimmed) until the other answer comes. */
export function useExamStatistics(id: number, attempts: AttemptsUsed) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'statistics', id, attempts],
    queryFn: ({ signal }) => call('GET /admin/studio/exams/{id}/statistics', { params: { id }, query: { attempts }, signal }),
    // The other choice's figures stay on show while these come, but never another exam's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === id ? previous : undefined),
    staleTime: 0,
  });
}

/** The CSV of the same figures, which the browser downloads itself. */
export function statisticsCsvAddress(id: number, attempts: AttemptsUsed): string {
  return urlOf('GET /admin/studio/exams/{id}/statistics.csv', { params: { id }, query: { attempts } });
}
