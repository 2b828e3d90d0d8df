/**
 * Item statistics of an exam from its finished attempts, as Moodle's quiz
 * statistics report defines them (its question and quiz calculators), so a
 * provider who knows that report reads the same numbers here:
 *
 * - per position of the paper (Moodle's slot): x is the mark there and y the
 *   rest of the test (the attempt's total less x);
 * - per question: a question on every attempt at one position is that
 *   position (y the rest of the test); any other, drawn for some attempts or
 *   moved, is judged against the attempt's total, as Moodle counts the
 *   questions a random slot drew.
 *
 * With S the attempts an item was in, and sample (S − 1) denominators:
 * facility = mean(x) / max; SD = sd(x), shown against the max;
 * discrimination index = 100 cov(x, y) / √(var x · var y);
 * discriminative efficiency = 100 cov(x, y) / cov_max, where cov_max pairs
 * x and y each sorted on its own (the most this item's marks could covary);
 * effective weight (positions) = 100 √cov(x, total) / Σ √cov(xⱼ, total),
 * none when the covariance is negative. For the test: skewness and kurtosis
 * from the unbiased k-statistics of the totals; the coefficient of internal
 * consistency (Cronbach's α) = 100 P/(P − 1) (1 − Σ var(positions) / k₂);
 * error ratio = 100 √(1 − CIC/100); standard error = ER · SD(total) / 100.
 *
 * Pure arithmetic over numbers already read: no database, no I/O. Each
 * figure that cannot be computed (too few attempts, no spread) is null.
 */

export type MarkedItem = {
  /** 1-based place on the paper. */
  position: number;
  questionId: number;
  /** The version of the question given; only `versionFigures` reads it. */
  versionId?: number;
  mark: number;
  max: number;
};

export type AttemptMarks = { items: MarkedItem[] };

export type ItemFigures = {
  /** Attempts the figures come from. */
  attempts: number;
  /** Mean mark / max, 0 to 1. */
  facility: number | null;
  /** Mean of the marks. */
  meanMark: number | null;
  /** The item's maximum (the mean of the maxima, should versions differ). */
  maxMark: number;
  /** Sample standard deviation of the marks / max, 0 to 1. */
  sd: number | null;
  /** −100 to 100. */
  discriminationIndex: number | null;
  /** −100 to 100. */
  discriminativeEfficiency: number | null;
};

export type PositionFigures = ItemFigures & {
  position: number;
  /** Share of the spread of totals this position carries, in % (null when its covariance with the total is negative). */
  effectiveWeight: number | null;
  /** Its share of the paper's marks, in %. */
  intendedWeight: number | null;
};

export type QuestionFigures = ItemFigures & { questionId: number };

export type TestFigures = {
  attempts: number;
  positions: number;
  meanTotal: number | null;
  medianTotal: number | null;
  maxTotal: number | null;
  /** Sample standard deviation of the totals. */
  sd: number | null;
  skewness: number | null;
  kurtosis: number | null;
  /** Coefficient of internal consistency (Cronbach's α), in %. */
  cic: number | null;
  /** Error ratio, in %. */
  errorRatio: number | null;
  /** Standard error, in marks. */
  standardError: number | null;
};

export type ExamFigures = { test: TestFigures; positions: PositionFigures[]; questions: QuestionFigures[] };

/** One item's x, y and totals, in arrays sized by a first count (10,000 x 50 values are held as numbers, not objects). */
class ItemSample {
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly total: Float64Array;
  length = 0;
  maxSum = 0;

  constructor(size: number) {
    this.x = new Float64Array(size);
    this.y = new Float64Array(size);
    this.total = new Float64Array(size);
  }

  add(mark: number, max: number, other: number, total: number): void {
    const i = this.length++;
    this.x[i] = mark;
    this.y[i] = other;
    this.total[i] = total;
    this.maxSum += max;
  }

  figures(): ItemFigures & { covWithTotal: number | null; variance: number | null } {
    const s = this.length;
    const maxMark = s > 0 ? this.maxSum / s : 0;
    const meanX = mean(this.x, s);
    const facility = s > 0 && maxMark > 0 ? meanX / maxMark : null;
    if (s < 2) return { attempts: s, facility, meanMark: s > 0 ? meanX : null, maxMark, sd: null, discriminationIndex: null, discriminativeEfficiency: null, covWithTotal: null, variance: null };
    const meanY = mean(this.y, s);
    const meanTotal = mean(this.total, s);
    let varX = 0;
    let varY = 0;
    let cov = 0;
    let covTotal = 0;
    for (let i = 0; i < s; i++) {
      const dx = this.x[i]! - meanX;
      const dy = this.y[i]! - meanY;
      varX += dx * dx;
      varY += dy * dy;
      cov += dx * dy;
      covTotal += dx * (this.total[i]! - meanTotal);
    }
    // cov_max: x and y each sorted on its own, paired in order.
    const xs = this.x.slice(0, s).sort();
    const ys = this.y.slice(0, s).sort();
    let covMax = 0;
    for (let i = 0; i < s; i++) covMax += (xs[i]! - meanX) * (ys[i]! - meanY);
    const n1 = s - 1;
    varX /= n1;
    varY /= n1;
    cov /= n1;
    covMax /= n1;
    covTotal /= n1;
    return {
      attempts: s,
      facility,
      meanMark: meanX,
      maxMark,
      sd: maxMark > 0 ? Math.sqrt(varX) / maxMark : null,
      discriminationIndex: varX * varY > 0 ? (100 * cov) / Math.sqrt(varX * varY) : null,
      discriminativeEfficiency: covMax !== 0 ? (100 * cov) / covMax : null,
      covWithTotal: covTotal,
      variance: varX,
    };
  }
}

function mean(values: ArrayLike<number>, length = values.length): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += values[i]!;
  return length > 0 ? sum / length : NaN;
}

/**
 * The questions that are positions of the paper: in every attempt, always at
 * the same place (Moodle's fixed slot). Each is judged against the rest of
 * the test; any other question (drawn for some attempts, or moved by an
 * edit of the exam) against the total, as Moodle counts a random slot's.
 */
function fixedQuestions(attempts: readonly AttemptMarks[]): Set<number> {
  const seen = new Map<number, { position: number; count: number; moved: boolean }>();
  for (const attempt of attempts) {
    for (const item of attempt.items) {
      const q = seen.get(item.questionId);
      if (!q) seen.set(item.questionId, { position: item.position, count: 1, moved: false });
      else {
        q.count += 1;
        if (q.position !== item.position) q.moved = true;
      }
    }
  }
  return new Set([...seen].filter(([, q]) => !q.moved && q.count === attempts.length).map(([id]) => id));
}

/** Each attempt's total, the paper's length (its last position) and what a paper is out of, on average. */
function paperTotals(attempts: readonly AttemptMarks[]): { totals: Float64Array; positions: number; maxTotal: number } {
  const s = attempts.length;
  const totals = new Float64Array(s);
  let positions = 0;
  let maxTotalSum = 0;
  for (let a = 0; a < s; a++) {
    let total = 0;
    for (const item of attempts[a]!.items) {
      total += item.mark;
      maxTotalSum += item.max;
      if (item.position > positions) positions = item.position;
    }
    totals[a] = total;
  }
  // What a paper is out of, on average: papers of different lengths or marks each count their own.
  return { totals, positions, maxTotal: s > 0 ? maxTotalSum / s : 0 };
}

/** The figures of an exam from its attempts' marks (one entry per attempt, each item a position of its paper). */
export function examFigures(attempts: readonly AttemptMarks[]): ExamFigures {
  const s = attempts.length;
  const { totals, positions, maxTotal } = paperTotals(attempts);
  const fixed = fixedQuestions(attempts);
  // How many values each position and question will hold, so their arrays are made once.
  const slotSizes = new Array<number>(positions).fill(0);
  const questionSizes = new Map<number, number>();
  for (const attempt of attempts) {
    for (const item of attempt.items) {
      slotSizes[item.position - 1]! += 1;
      questionSizes.set(item.questionId, (questionSizes.get(item.questionId) ?? 0) + 1);
    }
  }
  const bySlot = slotSizes.map((size) => new ItemSample(size));
  const byQuestion = new Map([...questionSizes].map(([id, size]) => [id, new ItemSample(size)]));
  for (let a = 0; a < s; a++) {
    const total = totals[a]!;
    for (const item of attempts[a]!.items) {
      bySlot[item.position - 1]!.add(item.mark, item.max, total - item.mark, total);
      byQuestion.get(item.questionId)!.add(item.mark, item.max, fixed.has(item.questionId) ? total - item.mark : total, total);
    }
  }

  const slotFigures = bySlot.map((sample) => sample.figures());
  const rootCovSum = slotFigures.reduce((sum, f) => (f.covWithTotal !== null && f.covWithTotal >= 0 ? sum + Math.sqrt(f.covWithTotal) : sum), 0);
  const positionFigures: PositionFigures[] = slotFigures.map(({ covWithTotal, variance: _variance, ...figures }, i) => ({
    position: i + 1,
    ...figures,
    effectiveWeight: rootCovSum > 0 && covWithTotal !== null && covWithTotal >= 0 ? (100 * Math.sqrt(covWithTotal)) / rootCovSum : null,
    // The position's share of an average paper's marks (a position some papers lack counts for the share of papers it is on).
    intendedWeight: maxTotal > 0 ? (100 * (bySlot[i]!.maxSum / s)) / maxTotal : null,
  }));
  const questionFigures: QuestionFigures[] = [...byQuestion]
    .sort(([a], [b]) => a - b)
    .map(([questionId, sample]) => {
      const { covWithTotal: _cov, variance: _variance, ...figures } = sample.figures();
      return { questionId, ...figures };
    });
  const sumOfVariances = slotFigures.reduce((sum, f) => sum + (f.variance ?? 0), 0);
  return { test: testFigures(totals, positions, sumOfVariances, maxTotal), positions: positionFigures, questions: questionFigures };
}

export type VersionItemFigures = ItemFigures & { versionId: number };

/**
 * A question's figures split by the version each attempt was given, for the
 * questions whose attempts had more than one (an edit made while the exam
 * ran). Each version's sample is the question's own sample narrowed to the
 * attempts that had that version: the same rest-of-test or total as the
 * question's row in `examFigures`, so the versions' figures read against
 * the question's. Versions oldest (lowest id) first.
 */
export function versionFigures(attempts: readonly AttemptMarks[]): Map<number, VersionItemFigures[]> {
  const versionsOf = new Map<number, Map<number, number>>();
  for (const attempt of attempts) {
    for (const item of attempt.items) {
      if (item.versionId === undefined) continue;
      let sizes = versionsOf.get(item.questionId);
      if (!sizes) versionsOf.set(item.questionId, (sizes = new Map()));
      sizes.set(item.versionId, (sizes.get(item.versionId) ?? 0) + 1);
    }
  }
  const split = new Map([...versionsOf].filter(([, sizes]) => sizes.size > 1));
  const result = new Map<number, VersionItemFigures[]>();
  if (split.size === 0) return result;
  const { totals } = paperTotals(attempts);
  const fixed = fixedQuestions(attempts);
  const samples = new Map<number, ItemSample>();
  for (const sizes of split.values()) for (const [versionId, size] of sizes) samples.set(versionId, new ItemSample(size));
  for (let a = 0; a < attempts.length; a++) {
    const total = totals[a]!;
    for (const item of attempts[a]!.items) {
      if (item.versionId === undefined || !split.has(item.questionId)) continue;
      samples.get(item.versionId)!.add(item.mark, item.max, fixed.has(item.questionId) ? total - item.mark : total, total);
    }
  }
  for (const [questionId, sizes] of split) {
    result.set(
      questionId,
      [...sizes.keys()]
        .sort((a, b) => a - b)
        .map((versionId) => {
          const { covWithTotal: _cov, variance: _variance, ...figures } = samples.get(versionId)!.figures();
          return { versionId, ...figures };
        }),
    );
  }
  return result;
}

/** The test's figures from its totals; Σ var is the sum of the positions' mark variances. */
function testFigures(totals: Float64Array, positions: number, sumOfVariances: number, maxTotal: number): TestFigures {
  const s = totals.length;
  const figures: TestFigures = {
    attempts: s,
    positions,
    meanTotal: null,
    medianTotal: null,
    maxTotal: s > 0 ? maxTotal : null,
    sd: null,
    skewness: null,
    kurtosis: null,
    cic: null,
    errorRatio: null,
    standardError: null,
  };
  if (s === 0) return figures;
  const meanTotal = mean(totals);
  const sorted = Float64Array.from(totals).sort();
  figures.meanTotal = meanTotal;
  figures.medianTotal = s % 2 === 1 ? sorted[(s - 1) / 2]! : (sorted[s / 2 - 1]! + sorted[s / 2]!) / 2;
  if (s < 2) return figures;
  let p2 = 0;
  let p3 = 0;
  let p4 = 0;
  for (let i = 0; i < s; i++) {
    const d = totals[i]! - meanTotal;
    const d2 = d * d;
    p2 += d2;
    p3 += d2 * d;
    p4 += d2 * d2;
  }
  figures.sd = Math.sqrt(p2 / (s - 1));
  if (s < 3) return figures;
  const m2 = p2 / s;
  const m3 = p3 / s;
  const m4 = p4 / s;
  const k2 = (s * m2) / (s - 1);
  if (k2 === 0) return figures;
  const k3 = (s * s * m3) / ((s - 1) * (s - 2));
  figures.skewness = k3 / Math.pow(k2, 3 / 2);
  if (s > 3) {
    const k4 = (s * s * ((s + 1) * m4 - 3 * (s - 1) * m2 * m2)) / ((s - 1) * (s - 2) * (s - 3));
    figures.kurtosis = k4 / (k2 * k2);
  }
  if (positions > 1) {
    const cic = ((100 * positions) / (positions - 1)) * (1 - sumOfVariances / k2);
    figures.cic = cic;
    // A CIC over 100 % cannot happen with real marks; below 0 the error ratio has no meaning either side of it.
    figures.errorRatio = cic <= 100 ? 100 * Math.sqrt(1 - cic / 100) : null;
    figures.standardError = figures.errorRatio !== null ? (figures.errorRatio * figures.sd) / 100 : null;
  }
  return figures;
}
