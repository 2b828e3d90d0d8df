import type { ExamSummary } from '../../contracts/exam-schemas';

export const KIND_LABEL: Record<ExamSummary['kind'], string> = { mock: 'Timed mock', practice: 'Practice test', quiz: 'Topic quiz' };

export function durationText(minutes: number | null): string {
  if (minutes === null) return 'Untimed';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? `${h} h` : '', m > 0 ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** "20 questions", or "about 12 questions" when a blueprint counts some rows in marks (the marks are fixed then, the count of questions is not). */
export function questionsText(exam: Pick<ExamSummary, 'questionCount' | 'questionsVary'>): string {
  return `${exam.questionsVary ? 'about ' : ''}${exam.questionCount} ${exam.questionCount === 1 ? 'question' : 'questions'}`;
}

export function marksText(exam: Pick<ExamSummary, 'totalMarks' | 'marksVary'>): string {
  return `${exam.marksVary ? 'about ' : ''}${exam.totalMarks} marks`;
}

export function attemptsText(allowed: number | null): string {
  return allowed === null ? 'Unlimited attempts' : `${allowed} ${allowed === 1 ? 'attempt' : 'attempts'}`;
}
