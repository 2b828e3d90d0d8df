import type { QuestionStatistics } from '../../../contracts/exam-statistics-schemas';
import type { QuestionVersion } from '../exam-store';
import { itemFlags } from './item-flags';
import type { ItemFigures } from './item-statistics';
import type { QuestionPicks } from './option-picks';

const STEM_CHARACTERS = 160;

/** A stem on one line, cut at a word near STEM_CHARACTERS. */
export function stemLine(stem: string): string {
  const line = stem.replace(/\s+/g, ' ').trim();
  if (line.length <= STEM_CHARACTERS) return line;
  const cut = line.slice(0, STEM_CHARACTERS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), STEM_CHARACTERS - 20))}…`;
}

type Options = QuestionStatistics['options'];

/**
 * A choice question's options with their picks: the options of `version`,
 * the correct ones marked, then any option an attempt picked that this
 * version does not have (`missing` names it), counted and never hidden.
 * Null for a question that is not a choice, or has no picks.
 */
export function optionRows(version: QuestionVersion, picked: QuestionPicks | undefined, missing: (id: string) => string): Options {
  const content = version.content;
  if (!picked || (content.kind !== 'single' && content.kind !== 'multi')) return null;
  const correct = new Set(version.key.kind === 'single' ? [version.key.correct] : version.key.kind === 'multi' ? version.key.correct : []);
  const listed = new Set(content.options.map((o) => o.id));
  return [
    ...content.options.map((option) => ({ id: option.id, text: option.text, correct: correct.has(option.id), ...(picked.options[option.id] ?? { top: 0, middle: 0, bottom: 0, all: 0 }) })),
    ...Object.entries(picked.options)
      .filter(([id]) => !listed.has(id))
      .map(([id, counts]) => ({ id, text: missing(id), correct: false, ...counts })),
  ];
}

/**
 * A question's row of an exam's statistics: its figures and flags, what it
 * is (kind, area and stem as the newest version given has them) and, for a
 * choice question, its options' picks by thirds.
 */
export function questionRow(figures: ItemFigures & { questionId: number }, newest: QuestionVersion, picked: QuestionPicks | undefined): QuestionStatistics {
  return {
    ...figures,
    flags: itemFlags(figures),
    kind: newest.kind,
    area: newest.area.name,
    stem: stemLine(newest.stem),
    shown: picked?.shown ?? null,
    // Picked in an older version of the question, gone from the newest: counted, never hidden.
    options: optionRows(newest, picked, (id) => `Option ${id} (no longer in the question)`),
  };
}
