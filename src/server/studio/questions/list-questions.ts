import { sql } from 'kysely';
import { questionListQuerySchema, type QuestionList, type QuestionListQuery } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';

export const QUESTION_PAGE_SIZE = 50;

/** LIKE with the user's % and _ taken literally. */
const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The bank for admins: filtered by paper, area, difficulty, kind, words of the stem or the ref, and active or retired; newest change first. */
export async function listQuestions(db: Db, input: QuestionListQuery): Promise<QuestionList> {
  const query = questionListQuerySchema.parse(input);
  let scope = db
    .selectFrom('questions as q')
    .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
    .innerJoin('subjects as s', 's.id', 'q.subject_id')
    .innerJoin('syllabus_areas as a', 'a.id', 'q.area_id');
  if (query.paper) scope = scope.where('s.slug', '=', query.paper);
  if (query.area) scope = scope.where('q.area_id', '=', query.area);
  if (query.difficulty) scope = scope.where('q.difficulty', '=', query.difficulty);
  if (query.kind) scope = scope.where('v.kind', '=', query.kind);
  if (query.status !== 'all') scope = scope.where('q.active', '=', query.status === 'active' ? 1 : 0);
  for (const word of (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = likePattern(word);
    scope = scope.where((eb) => eb.or([eb(eb.fn('lower', ['v.stem']), 'like', sql<string>`${pattern} escape '\\'`), eb(eb.fn('lower', ['q.ref']), 'like', sql<string>`${pattern} escape '\\'`)]));
  }
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
    })),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: QUESTION_PAGE_SIZE,
  };
}
