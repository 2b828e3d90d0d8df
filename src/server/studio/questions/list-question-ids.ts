import { MAX_BULK_QUESTIONS, questionIdsQuerySchema, type QuestionIdsQuery } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';
import { filteredQuestions } from './question-filters';

/**
 * "Select all" of the bank list: the ids of every question its filters
 * keep, in the list's order, up to what one bulk action takes, and how
 * many there are (the screen offers it only when they fit).
 */
export async function listQuestionIds(db: Db, input: QuestionIdsQuery): Promise<{ ids: number[]; total: number }> {
  const query = questionIdsQuerySchema.parse(input);
  const scope = filteredQuestions(db, query);
  const [rows, count] = await Promise.all([
    scope.select('q.id').orderBy('q.updated_at', 'desc').orderBy('q.id', 'desc').limit(MAX_BULK_QUESTIONS).execute(),
    scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count?.n ?? 0) };
}
