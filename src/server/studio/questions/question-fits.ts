import { questionProblems, type QuestionParts } from '../../../contracts/question-rules';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';

/** Refuses a question that could not be sat or marked as written, with the first problem's code and every problem in details. */
export function assertQuestionFits(question: QuestionParts, options: { explanation?: boolean } = {}): void {
  const problems = questionProblems(question).filter((p) => options.explanation !== false || p.code !== 'explanation_required');
  const first = problems[0];
  if (first) throw new AppError(first.code, first.message, { field: first.field, problems });
}

/** Refuses a syllabus area that is not the paper's. */
export async function assertAreaOfPaper(db: Db, subjectId: number, areaId: number): Promise<void> {
  const area = await db.selectFrom('syllabus_areas').select('id').where('id', '=', areaId).where('subject_id', '=', subjectId).executeTakeFirst();
  if (!area) throw new AppError('question_area_invalid', undefined, { field: 'areaId' });
}
