import { describe, expect, it } from 'vitest';
import { examFigures, versionFigures, type AttemptMarks } from './item-statistics';

/** A plain sample correlation, written out for the check: 100 cov(x, y) / √(var x · var y). */
function discrimination(x: number[], y: number[]): number {
  const mean = (v: number[]) => v.reduce((s, n) => s + n, 0) / v.length;
  const mx = mean(x);
  const my = mean(y);
  let cov = 0;
  let vx = 0;
  let vy = 0;
  x.forEach((xi, i) => {
    cov += (xi - mx) * (y[i]! - my);
    vx += (xi - mx) ** 2;
    vy += (y[i]! - my) ** 2;
  });
  return (100 * cov) / Math.sqrt(vx * vy);
}

/** Position 1: question 10, version 100 for the first four attempts and 101 after; position 2: question 20, one version. */
const marks: [number, number][] = [
  [2, 1],
  [0, 1],
  [2, 0],
  [0, 0],
  [2, 1],
  [2, 1],
  [0, 0],
  [2, 0],
];
const attempts: AttemptMarks[] = marks.map(([a, b], i) => ({
  items: [
    { position: 1, questionId: 10, versionId: i < 4 ? 100 : 101, mark: a, max: 2 },
    { position: 2, questionId: 20, versionId: 200, mark: b, max: 1 },
  ],
}));

describe('figures per version', () => {
  it('narrows the question’s own sample to each version’s attempts, against the same rest of the test', () => {
    const split = versionFigures(attempts);
    // Question 20 had one version: nothing to split.
    expect([...split.keys()]).toEqual([10]);
    const [older, newer] = split.get(10)!;
    expect(older).toMatchObject({ versionId: 100, attempts: 4, maxMark: 2, facility: 0.5 });
    expect(newer).toMatchObject({ versionId: 101, attempts: 4, maxMark: 2, facility: 0.75 });
    // Question 10 sits at position 1 on every paper: judged against the rest (position 2's mark).
    const rest = marks.map(([, b]) => b);
    const x = marks.map(([a]) => a);
    expect(older!.discriminationIndex).toBeCloseTo(discrimination(x.slice(0, 4), rest.slice(0, 4)), 10);
    expect(newer!.discriminationIndex).toBeCloseTo(discrimination(x.slice(4), rest.slice(4)), 10);
    // Both versions together are the question's row.
    const whole = examFigures(attempts).questions.find((q) => q.questionId === 10)!;
    expect(whole.attempts).toBe(older!.attempts + newer!.attempts);
    expect(whole.meanMark).toBeCloseTo((older!.meanMark! * 4 + newer!.meanMark! * 4) / 8, 10);
  });

  it('judges a drawn question’s versions against the total, as its row is', () => {
    // Question 30 replaces question 20 on two papers: neither is on every paper.
    const drawn: AttemptMarks[] = attempts.map((a, i) => (i % 4 === 3 ? { items: [a.items[0]!, { position: 2, questionId: 30, versionId: i < 4 ? 300 : 301, mark: 1, max: 1 }] } : a));
    const [first, second] = versionFigures(drawn).get(30)!;
    expect(first).toMatchObject({ versionId: 300, attempts: 1, facility: 1 });
    expect(second).toMatchObject({ versionId: 301, attempts: 1, facility: 1 });
    // Question 10, still on every paper at one place, keeps its rest-of-test.
    const totals = drawn.map((a) => a.items.reduce((s, item) => s + item.mark, 0));
    const [older] = versionFigures(drawn).get(10)!;
    expect(older!.discriminationIndex).toBeCloseTo(
      discrimination(
        marks.slice(0, 4).map(([a]) => a),
        totals.slice(0, 4).map((total, i) => total - marks[i]![0]),
      ),
      10,
    );
  });

  it('splits nothing when the attempts name no versions or one each', () => {
    expect(versionFigures(attempts.map((a) => ({ items: a.items.map(({ versionId: _v, ...item }) => item) })))).toEqual(new Map());
    expect(versionFigures([])).toEqual(new Map());
  });
});
