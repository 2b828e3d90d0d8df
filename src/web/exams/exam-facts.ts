import type { ExamSummary } from '../../contracts/exam-schemas';

export const KIND_LABEL: Record<ExamSummary['kind'], string> = { mock: 'Timed mock', practice: 'Practice test', quiz: 'Topic quiz' };

export function durationText(minutes: number | null): string {
  if (minutes === null) return 'Untimed';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? `${h} h` : '', m > 0 ? `${m} min` : ''].filter(Boolean).join(' ');
}

export function marksText(exam: Pick<ExamSummary, 'totalMarks' | 'marksVary'>): string {
  return `${exam.marksVary ? 'about ' : ''}${exam.totalMarks} marks`;
}

export function attemptsText(allowed: number | null): string {
  return allowed === null ? 'Unlimited attempts' : `${allowed} ${allowed === 1 ? 'attempt' : 'attempts'}`;
}
