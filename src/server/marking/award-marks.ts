import type { PointAward } from '../../contracts/marking-schemas';
import { AppError } from '../errors';
import { hundredthsOf } from '../exams/exam-sums';
import type { AnswerKey } from '../exams/question-key';

type WrittenKey = Extract<AnswerKey, { kind: 'written' }>;

/**
 * A tutor's awards against a question's marking guide, checked and summed
 * in hundredths. Each point earns 0 to its own marks: all or nothing, or in
 * half marks where the guide allows part marks. A point awarded twice or
 * one the guide does not have is refused. Since a written question's marks
 * are its points' sum, no award can total more than the question is worth;
 * the cap below only guards a guide edited out of step.
 */
export function awardMarks(key: WrittenKey, max: number, awards: PointAward[]): { hundredths: number; awards: PointAward[] } {
  const points = new Map(key.points.map((p) => [p.id, p]));
  const seen = new Set<string>();
  let hundredths = 0;
  for (const award of awards) {
    const point = points.get(award.pointId);
    if (!point || seen.has(award.pointId)) throw new AppError('answer_invalid', 'Award marks only for the points of this question’s marking guide, each once.');
    seen.add(award.pointId);
    const whole = award.marks === 0 || award.marks === point.marks;
    const half = point.partial === true && Number.isInteger(award.marks * 2) && award.marks <= point.marks;
    if (!(whole || half)) throw new AppError('mark_out_of_range');
    hundredths += hundredthsOf(award.marks);
  }
  if (hundredths > hundredthsOf(max)) throw new AppError('mark_out_of_range', `This answer can earn at most ${max} marks.`);
  return { hundredths, awards: awards.filter((a) => a.marks > 0) };
}
