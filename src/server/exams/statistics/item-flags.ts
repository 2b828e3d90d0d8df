import type { ItemFigures } from './item-statistics';

/**
 * What an item's figures ask the author to look at, by the thresholds the
 * reference reports use: Moodle calls a question dubious below 15 %
 * discriminative efficiency; a negative discrimination means the students
 * who do well on the rest of the paper do worse on this item (often a wrong
 * key); the Open University's guidance reads a facility of 5 % or less as
 * extremely hard or a key error, and 95 % or more tells nobody apart.
 * Nothing is flagged on fewer than MIN_ATTEMPTS_FOR_FLAGS attempts: with a
 * handful of students these figures are noise.
 */
export type ItemFlag = 'negative_discrimination' | 'low_efficiency' | 'very_hard' | 'very_easy';

export const MIN_ATTEMPTS_FOR_FLAGS = 10;
export const LOW_EFFICIENCY_PERCENT = 15;

export function itemFlags(figures: Pick<ItemFigures, 'attempts' | 'facility' | 'discriminationIndex' | 'discriminativeEfficiency'>): ItemFlag[] {
  if (figures.attempts < MIN_ATTEMPTS_FOR_FLAGS) return [];
  const flags: ItemFlag[] = [];
  if (figures.discriminationIndex !== null && figures.discriminationIndex < 0) flags.push('negative_discrimination');
  if (figures.discriminativeEfficiency !== null && figures.discriminativeEfficiency < LOW_EFFICIENCY_PERCENT) flags.push('low_efficiency');
  if (figures.facility !== null && figures.facility <= 0.05) flags.push('very_hard');
  if (figures.facility !== null && figures.facility >= 0.95) flags.push('very_easy');
  return flags;
}
