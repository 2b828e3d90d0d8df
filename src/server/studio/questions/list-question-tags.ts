import { sql } from 'kysely';
import type { QuestionTags } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';

/** The bank's tags (of one paper's questions when asked), each once whatever its case, with how many questions carry it; A to Z. */
export async function listQuestionTags(db: Db, { paper }: { paper?: string }): Promise<QuestionTags> {
  let scope = db.selectFrom('question_tags as t');
  if (paper) scope = scope.innerJoin('questions as q', 'q.id', 't.question_id').innerJoin('subjects as s', 's.id', 'q.subject_id').where('s.slug', '=', paper);
  const rows = await scope
    .select([sql<string>`min(t.tag)`.as('tag'), (eb) => eb.fn.count<number>('t.question_id').distinct().as('n')])
    .groupBy(sql`lower(t.tag)`)
    .execute();
  return {
    tags: rows.map((r) => ({ tag: r.tag, questions: Number(r.n) })).sort((a, b) => a.tag.localeCompare(b.tag, 'en', { sensitivity: 'base' })),
  };
}
