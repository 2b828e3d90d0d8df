import type { PaperSection } from '../../contracts/exam-schemas';

/** The section a position of the paper is in; none when the paper has no sections. */
export function sectionAt(sections: PaperSection[], position: number): PaperSection | null {
  return sections.find((s) => position >= s.from && position <= s.to) ?? null;
}

/**
 * Items (questions, navigator buttons, reviewed answers) under their
 * sections, in the paper's order; one group without a section when the
 * paper has none.
 */
export function bySection<T extends { position: number }>(sections: PaperSection[], items: T[]): { section: PaperSection | null; items: T[] }[] {
  if (sections.length === 0) return [{ section: null, items }];
  return sections.map((section) => ({ section, items: items.filter((item) => item.position >= section.from && item.position <= section.to) }));
}

export const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
