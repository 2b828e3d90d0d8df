import { questionListQuerySchema, type QuestionList, type QuestionListQuery } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';
import { filteredQuestions } from './question-filters';
import { tagsOf } from './question-tags';

export const QUESTION_PAGE_SIZE = 50;

/** The bank for admins: filtered by paper, area, difficulty, kind, tag, words of the stem or the ref, and active or retired; newest change first. */
export async function listQuestions(db: Db, input: QuestionListQuery): Promise<QuestionList> {
  const query = questionListQuerySchema.parse(input);
  const scope = filteredQuestions(db, query);
  const [rows, count] = await Promise.all([
    scope
      .select([
        'q.id',
        'q.ref',
        'q.difficulty',
        'q.active',
        'q.version',
        'q.updated_at',
        's.slug as paper_slug',
        's.name as paper_name',
        'a.id as area_id',
        'a.name as area_name',
        'v.kind',
        'v.marks',
        'v.stem',
        'v.version as revision',
      ])
      .orderBy('q.updated_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(QUESTION_PAGE_SIZE)
      .offset((query.page - 1) * QUESTION_PAGE_SIZE)
      .execute(),
    scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    questions: rows.map((r) => ({
      id: r.id,
      ref: r.ref,
      paper: { slug: r.paper_slug, name: r.paper_name },
      area: { id: r.area_id, name: r.area_name },
      difficulty: r.difficulty,
      kind: r.kind,
      marks: r.marks,
      // Enough of the Markdown for the list's one-line excerpt (made in the page), not the whole text.
      stem: r.stem.length > 600 ? `${r.stem.slice(0, 597)}…` : r.stem,
      active: r.active === 1,
      version: r.version,
      revision: r.revision,
      updatedAt: r.updated_at,
      tags: tags.get(r.id) ?? [],
    })),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: QUESTION_PAGE_SIZE,
  };
}
