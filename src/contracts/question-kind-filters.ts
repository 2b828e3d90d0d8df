import { QUESTION_KINDS, type QuestionKind } from './exam-schemas';

/** The kinds marked by the key, as the CBE's objective section asks for them. */
export const OBJECTIVE_KINDS = ['single', 'multi', 'number', 'table', 'journal'] as const satisfies readonly QuestionKind[];

/**
 * What kind of question a blueprint row draws: any, the objective kinds,
 * or one kind. "written" is a kind and the written group at once, since
 * written answers are the only kind marked against a guide.
 */
export const KIND_FILTERS = ['any', 'objective', ...QUESTION_KINDS] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

/** The kinds a filter lets through. */
export function kindsOf(filter: KindFilter): readonly QuestionKind[] {
  if (filter === 'any') return QUESTION_KINDS;
  if (filter === 'objective') return OBJECTIVE_KINDS;
  return [filter];
}

export function kindAllowed(filter: KindFilter, kind: QuestionKind): boolean {
  // Most rows take any kind: the draw asks this of every question of the pool at every start.
  return filter === 'any' || kindsOf(filter).includes(kind);
}

/** Whether two filters can both draw one question (so rows of one area and difficulty would compete for it). */
export function kindFiltersMeet(a: KindFilter, b: KindFilter): boolean {
  const other = kindsOf(b);
  return kindsOf(a).some((kind) => other.includes(kind));
}
