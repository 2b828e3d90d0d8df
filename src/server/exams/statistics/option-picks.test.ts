import { describe, expect, it } from 'vitest';
import { itemFlags } from './item-flags';
import { optionPicks } from './option-picks';

describe('option picks by thirds', () => {
  it('counts each option by the top, middle and bottom thirds of the totals', () => {
    // Seven attempts: thirds of two (bottom: totals 1, 2; top: 8, 9), the middle three.
    const attempts = [9, 1, 5, 8, 2, 6, 4].map((total) => ({ total, picks: [{ questionId: 7, choices: total >= 5 ? ['a'] : ['b'] }] }));
    attempts[1]!.picks = [{ questionId: 7, choices: ['b', 'c', 'b'] }];
    const [q] = optionPicks(attempts);
    expect(q).toEqual({
      questionId: 7,
      shown: { top: 2, middle: 3, bottom: 2, all: 7 },
      options: { a: { top: 2, middle: 2, bottom: 0, all: 4 }, b: { top: 0, middle: 1, bottom: 2, all: 3 }, c: { top: 0, middle: 0, bottom: 1, all: 1 } },
    });
  });

  it('splits ties at an edge by input order and counts only attempts that had the question', () => {
    const attempts = [
      { total: 3, picks: [{ questionId: 1, choices: ['a'] }] },
      { total: 3, picks: [] },
      { total: 3, picks: [{ questionId: 1, choices: ['b'] }] },
    ];
    expect(optionPicks(attempts)[0]).toMatchObject({ shown: { bottom: 1, middle: 0, top: 1, all: 2 }, options: { a: { bottom: 1 }, b: { top: 1 } } });
  });
});

describe('item flags', () => {
  const figures = { attempts: 40, facility: 0.5, discriminationIndex: 30, discriminativeEfficiency: 40 };
  it('flags a negative discrimination, a low efficiency and the extremes of facility', () => {
    expect(itemFlags(figures)).toEqual([]);
    expect(itemFlags({ ...figures, discriminationIndex: -2, discriminativeEfficiency: -3 })).toEqual(['negative_discrimination', 'low_efficiency']);
    expect(itemFlags({ ...figures, discriminativeEfficiency: 14.9 })).toEqual(['low_efficiency']);
    expect(itemFlags({ ...figures, discriminativeEfficiency: 15 })).toEqual([]);
    expect(itemFlags({ ...figures, facility: 0.05 })).toEqual(['very_hard']);
    expect(itemFlags({ ...figures, facility: 0.95 })).toEqual(['very_easy']);
  });
  it('flags nothing on too few attempts, and nothing it could not compute', () => {
    expect(itemFlags({ ...figures, attempts: 9, discriminationIndex: -50 })).toEqual([]);
    expect(itemFlags({ attempts: 40, facility: null, discriminationIndex: null, discriminativeEfficiency: null })).toEqual([]);
  });
});
