import { sql } from 'kysely';
import type { QuestionFilters } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';

/** LIKE with the user's % and _ taken literally. */
const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The bank's questions the list's filters keep (paper, area, difficulty,
 * kind, tag, words of the stem or the ref, active or retired), joined to
 * their current version, paper and area: one scope for a page of the list
 * and for "select all" of it.
 */
export function filteredQuestions(db: Db, query: QuestionFilters) {
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
  const tag = query.tag?.trim().replace(/\s+/g, ' ').toLowerCase();
  if (tag) {
    scope = scope.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('question_tags as t')
          .select('t.question_id')
          .whereRef('t.question_id', '=', 'q.id')
          .where(sql<string>`lower(t.tag)`, '=', tag),
      ),
    );
  }
  for (const word of (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = likePattern(word);
    scope = scope.where((eb) => eb.or([eb(eb.fn('lower', ['v.stem']), 'like', sql<string>`${pattern} escape '\\'`), eb(eb.fn('lower', ['q.ref']), 'like', sql<string>`${pattern} escape '\\'`)]));
  }
  return scope;
}
