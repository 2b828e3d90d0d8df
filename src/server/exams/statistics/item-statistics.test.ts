import { describe, expect, it } from 'vitest';
import { examFigures, type AttemptMarks } from './item-statistics';

/** A fixed paper of two positions: question 10 (2 marks) then question 20 (1 mark). */
const fixed = (marks: [number, number][]): AttemptMarks[] =>
  marks.map(([a, b]) => ({
    items: [
      { position: 1, questionId: 10, mark: a, max: 2 },
      { position: 2, questionId: 20, mark: b, max: 1 },
    ],
  }));

describe('item statistics', () => {
  it('matches a fixture worked out by hand (five attempts, a fixed paper of two positions)', () => {
    // Totals 3, 3, 1, 0, 2.
    const figures = examFigures(
      fixed([
        [2, 1],
        [2, 1],
        [0, 1],
        [0, 0],
        [2, 0],
      ]),
    );
    const close = (actual: number | null, expected: number) => expect(actual).toBeCloseTo(expected, 4);

    const [first, second] = figures.positions;
    expect(first).toMatchObject({ position: 1, attempts: 5, maxMark: 2 });
    close(first!.facility, 0.6);
    close(first!.meanMark, 1.2);
    close(first!.sd, Math.sqrt(1.2) / 2);
    // cov(x, rest) = 0.1, var x = 1.2, var rest = 0.3; the sorted pairing gives 0.6.
    close(first!.discriminationIndex, 100 / 6);
    close(first!.discriminativeEfficiency, 100 / 6);
    // cov(x, total) 1.3 and 0.4.
    close(first!.effectiveWeight, (100 * Math.sqrt(1.3)) / (Math.sqrt(1.3) + Math.sqrt(0.4)));
    close(first!.intendedWeight, 200 / 3);
    close(second!.facility, 0.6);
    close(second!.sd, Math.sqrt(0.3));
    close(second!.discriminationIndex, 100 / 6);
    close(second!.discriminativeEfficiency, 100 / 6);
    close(second!.effectiveWeight, (100 * Math.sqrt(0.4)) / (Math.sqrt(1.3) + Math.sqrt(0.4)));

    // On a fixed paper a question is its position.
    expect(figures.questions.map((q) => q.questionId)).toEqual([10, 20]);
    close(figures.questions[0]!.discriminationIndex, 100 / 6);

    const t = figures.test;
    expect(t).toMatchObject({ attempts: 5, positions: 2, medianTotal: 2, maxTotal: 3 });
    close(t.meanTotal, 1.8);
    close(t.sd, Math.sqrt(1.7));
    // k3 = 25 × (−0.576) / 12 = −1.2; k4 = 25 × (6 × 3.0112 − 12 × 1.36²) / 24 = −4.3.
    close(t.skewness, -1.2 / Math.pow(1.7, 1.5));
    close(t.kurtosis, -4.3 / (1.7 * 1.7));
    // Σ var of positions 1.5 against k2 1.7.
    close(t.cic, 200 * (1 - 1.5 / 1.7));
    // CIC / 100 = 2 × 0.2 / 1.7, so 1 − CIC / 100 = 1.3 / 1.7.
    close(t.errorRatio, 100 * Math.sqrt(1.3 / 1.7));
    close(t.standardError, (t.errorRatio! * Math.sqrt(1.7)) / 100);
  });

  it('gives nothing it cannot compute: no attempts, one attempt, no spread', () => {
    expect(examFigures([]).test).toMatchObject({ attempts: 0, meanTotal: null, sd: null, cic: null });
    const one = examFigures(fixed([[2, 1]]));
    expect(one.positions[0]).toMatchObject({ facility: 1, sd: null, discriminationIndex: null, discriminativeEfficiency: null, effectiveWeight: null });
    expect(one.test).toMatchObject({ meanTotal: 3, medianTotal: 3, sd: null, skewness: null });
    const flat = examFigures(
      fixed([
        [1, 1],
        [1, 1],
        [1, 1],
        [1, 1],
      ]),
    );
    expect(flat.positions[0]).toMatchObject({ facility: 0.5, sd: 0, discriminationIndex: null, discriminativeEfficiency: null });
    expect(flat.test).toMatchObject({ sd: 0, skewness: null, cic: null });
  });

  it('leaves out the effective weight of a position whose marks go against the total', () => {
    // Position 2 is answered right by exactly those who do worst on position 1.
    const figures = examFigures(
      fixed([
        [2, 0],
        [2, 0],
        [0, 1],
        [0, 1],
        [2, 0],
        [0, 1],
      ]),
    );
    expect(figures.positions[1]!.discriminationIndex).toBeLessThan(0);
    expect(figures.positions[1]!.effectiveWeight).toBeNull();
    expect(figures.positions[0]!.effectiveWeight).toBeCloseTo(100, 6);
  });

  it('judges a question that moved between positions against the total, and one on every paper at one place against the rest', () => {
    const marks: [number, number][] = [
      [2, 1],
      [2, 1],
      [0, 1],
      [0, 0],
      [2, 0],
      [2, 1],
    ];
    const attempts = fixed(marks);
    // The last attempt had the two questions the other way round (an exam edited after it was sat).
    attempts[5] = {
      items: [
        { position: 1, questionId: 20, mark: 1, max: 1 },
        { position: 2, questionId: 10, mark: 2, max: 2 },
      ],
    };
    const moved = examFigures(attempts);
    const reference = naiveFigures(attempts);
    for (const q of moved.questions) expect(q.discriminationIndex).toBeCloseTo(reference.questions.get(q.questionId)!.discriminationIndex, 8);
    // Unmoved, question 10 is judged against the rest of the test: its figure is its position's, not the one against the total.
    const still = examFigures(fixed(marks));
    expect(still.questions[0]!.discriminationIndex).toBeCloseTo(still.positions[0]!.discriminationIndex!, 10);
    expect(still.questions[0]!.discriminationIndex).not.toBeCloseTo(naiveFigures(fixed(marks)).questions.get(10)!.discriminationIndex, 3);
  });

  it('counts what a paper is out of per attempt when papers differ in length', () => {
    const figures = examFigures([
      { items: [{ position: 1, questionId: 1, mark: 1, max: 2 }] },
      {
        items: [
          { position: 1, questionId: 1, mark: 2, max: 2 },
          { position: 2, questionId: 2, mark: 1, max: 2 },
        ],
      },
    ]);
    expect(figures.test.maxTotal).toBe(3);
    expect(figures.positions[0]!.intendedWeight).toBeCloseTo(100 * (2 / 3), 10);
    expect(figures.positions[1]!.intendedWeight).toBeCloseTo(100 * (1 / 3), 10);
  });

  it('agrees with a second, independent computation on drawn papers of mixed marks', () => {
    const attempts = drawnFixture(300, 8, 20);
    const figures = examFigures(attempts);
    const reference = naiveFigures(attempts);
    for (const [i, expected] of reference.positions.entries()) {
      const actual = figures.positions[i]!;
      for (const key of ['facility', 'sd', 'discriminationIndex', 'discriminativeEfficiency', 'effectiveWeight'] as const)
        expect(actual[key], `position ${i + 1} ${key}`).toBeCloseTo(expected[key]!, 8);
    }
    expect(figures.questions).toHaveLength(reference.questions.size);
    for (const question of figures.questions) {
      const expected = reference.questions.get(question.questionId)!;
      expect(question.attempts).toBe(expected.attempts);
      for (const key of ['facility', 'sd', 'discriminationIndex', 'discriminativeEfficiency'] as const) expect(question[key], `question ${question.questionId} ${key}`).toBeCloseTo(expected[key]!, 8);
    }
    for (const key of ['meanTotal', 'sd', 'skewness', 'kurtosis', 'cic', 'errorRatio', 'standardError'] as const) expect(figures.test[key], key).toBeCloseTo(reference.test[key], 8);
  });
});

/** A seeded generator, so the fixture is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Attempts of drawn papers: each position draws one of a few questions (of 1 to 4 marks); stronger students score more. */
function drawnFixture(attempts: number, positions: number, questionsPerPosition: number): AttemptMarks[] {
  const random = seeded(42);
  const maxOf = (questionId: number) => 1 + (questionId % 4);
  return Array.from({ length: attempts }, () => {
    const ability = random();
    return {
      items: Array.from({ length: positions }, (_, p) => {
        const questionId = p * 100 + Math.floor(random() * questionsPerPosition);
        const max = maxOf(questionId);
        const mark = Math.min(max, Math.floor((ability * 0.7 + random() * 0.6) * (max + 1)));
        return { position: p + 1, questionId, mark, max };
      }),
    };
  });
}

/** The formulas again, written plainly: whole arrays, a helper per moment, Array.sort. */
function naiveFigures(attempts: AttemptMarks[]) {
  const avg = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const cov = (a: number[], b: number[]) => {
    const ma = avg(a);
    const mb = avg(b);
    return a.reduce((sum, x, i) => sum + (x - ma) * (b[i]! - mb), 0) / (a.length - 1);
  };
  const sortedCov = (a: number[], b: number[]) =>
    cov(
      [...a].sort((p, q) => p - q),
      [...b].sort((p, q) => p - q),
    );
  const totals = attempts.map((a) => a.items.reduce((sum, item) => sum + item.mark, 0));
  const itemFigures = (x: number[], y: number[], max: number) => ({
    attempts: x.length,
    facility: avg(x) / max,
    sd: Math.sqrt(cov(x, x)) / max,
    discriminationIndex: (100 * cov(x, y)) / Math.sqrt(cov(x, x) * cov(y, y)),
    discriminativeEfficiency: (100 * cov(x, y)) / sortedCov(x, y),
  });
  const positionCount = Math.max(...attempts.flatMap((a) => a.items.map((item) => item.position)));
  const slots = Array.from({ length: positionCount }, (_, p) => {
    const rows = attempts.map((a, i) => ({ item: a.items.find((item) => item.position === p + 1)!, total: totals[i]! }));
    const x = rows.map((r) => r.item.mark);
    const max = avg(rows.map((r) => r.item.max));
    return {
      ...itemFigures(
        x,
        rows.map((r) => r.total - r.item.mark),
        max,
      ),
      covTotal: cov(
        x,
        rows.map((r) => r.total),
      ),
      variance: cov(x, x),
    };
  });
  const rootSum = slots.reduce((sum, s) => sum + (s.covTotal >= 0 ? Math.sqrt(s.covTotal) : 0), 0);
  const positions = slots.map((s) => ({ ...s, effectiveWeight: s.covTotal >= 0 ? (100 * Math.sqrt(s.covTotal)) / rootSum : null }));

  // Drawn papers: each question against the attempt's total.
  const questions = new Map<number, ReturnType<typeof itemFigures>>();
  const ids = [...new Set(attempts.flatMap((a) => a.items.map((item) => item.questionId)))];
  for (const id of ids) {
    const rows = attempts.flatMap((a, i) => a.items.filter((item) => item.questionId === id).map((item) => ({ item, total: totals[i]! })));
    questions.set(
      id,
      itemFigures(
        rows.map((r) => r.item.mark),
        rows.map((r) => r.total),
        avg(rows.map((r) => r.item.max)),
      ),
    );
  }

  const n = totals.length;
  const k2 = cov(totals, totals);
  const m = avg(totals);
  const moment = (r: number) => totals.reduce((sum, t) => sum + (t - m) ** r, 0) / n;
  const k3 = (n * n * moment(3)) / ((n - 1) * (n - 2));
  const k4 = (n * n * ((n + 1) * moment(4) - 3 * (n - 1) * moment(2) ** 2)) / ((n - 1) * (n - 2) * (n - 3));
  const cic = ((100 * positionCount) / (positionCount - 1)) * (1 - slots.reduce((sum, s) => sum + s.variance, 0) / k2);
  const errorRatio = 100 * Math.sqrt(1 - cic / 100);
  return {
    positions,
    questions,
    test: { meanTotal: m, sd: Math.sqrt(k2), skewness: k3 / k2 ** 1.5, kurtosis: k4 / k2 ** 2, cic, errorRatio, standardError: (errorRatio * Math.sqrt(k2)) / 100 },
  };
}
