import { describe, expect, it } from 'vitest';
import { bySection, sectionAt } from './paper-sections';

const sections = [
  { title: 'Section A', instructions: '', suggestedMinutes: 12, from: 1, to: 3 },
  { title: 'Section B', instructions: 'Show workings.', suggestedMinutes: 18, from: 4, to: 5 },
];
const items = [1, 2, 3, 4, 5].map((position) => ({ position }));

describe('a paper’s sections in the player and the review', () => {
  it('groups items under their sections in order, or in one group without sections', () => {
    expect(bySection(sections, items).map((g) => [g.section?.title, g.items.map((i) => i.position)])).toEqual([
      ['Section A', [1, 2, 3]],
      ['Section B', [4, 5]],
    ]);
    expect(bySection([], items)).toEqual([{ section: null, items }]);
    // A review that shows only some questions keeps each under its own section.
    expect(bySection(sections, [items[1]!, items[4]!]).map((g) => g.items.map((i) => i.position))).toEqual([[2], [5]]);
  });

  it('finds the section of a position', () => {
    expect(sectionAt(sections, 3)?.title).toBe('Section A');
    expect(sectionAt(sections, 4)?.title).toBe('Section B');
    expect(sectionAt([], 1)).toBeNull();
  });
});
