import type { Difficulty } from '../../../../contracts/exam-schemas';

/**
 * How a demo question is written in the seed. The seed turns it into a
 * stored question version: option ids, the student-facing content and the
 * answer key kept apart (the key never leaves the server before review).
 *
 * Figures in stems use international grouping ("Tk 120,000"); amounts are
 * Bangladeshi taka unless the stem says otherwise.
 */
export type SeedQuestion = {
  /** Stable within the paper, e.g. "acc-017": the seed finds a question again by it. */
  ref: string;
  /** The syllabus area's position in the paper (1-based, the order of subjects-data.ts). */
  area: number;
  difficulty: Difficulty;
  /** Markdown; tables allowed. */
  stem: string;
  /** Markdown: the worked solution, step by step, shown in review. */
  explanation: string;
  /**
   * Recomputations of the numeric answers from the figures in the stem: each
   * input must appear in the stem (or in the question's table) as written, and
   * `compute(inputs)` must equal the keyed answer. A test runs them all.
   */
  checks?: SeedCheck[];
} & SeedBody;

export type SeedCheck = {
  /** "answer" (number entry), "cell R C" (0-based row and column of a table blank) or "line N" (journal line N's amount). */
  of: string;
  inputs: Record<string, number>;
  compute: (inputs: Record<string, number>) => number;
};

export type SeedTolerance = { absolute: number } | { relative: number } | { min: number; max: number };

export type SeedTableCell = string | { select: string[]; correct: number; marks: number } | { number: number; marks: number; tolerance?: SeedTolerance };

export type SeedBody =
  | { kind: 'single'; marks: number; options: string[]; correct: number }
  | { kind: 'multi'; marks: number; options: string[]; correct: number[]; partialCredit?: boolean }
  | {
      kind: 'number';
      marks: number;
      answer: number;
      /** Default: exact to the whole unit (absolute 0.5 when the answer is an integer, else 0.005). */
      tolerance?: SeedTolerance;
      /** Shown before the box, e.g. "Tk". */
      prefix?: string;
      /** Shown after the box, e.g. "%", "years", "times". */
      suffix?: string;
    }
  | { kind: 'table'; columns: string[]; rows: SeedTableCell[][] }
  | {
      kind: 'journal';
      /** The accounts the student picks from (include plausible distractors). */
      accounts: string[];
      /** Expected lines; `account` is an index into `accounts`. */
      lines: { account: number; side: 'debit' | 'credit'; amount: number; marks: number }[];
      /** Marks lost per line beyond the expected count (default 0). */
      extraLinePenalty?: number;
      /** Marks lost when debits and credits differ (default 0). */
      unbalancedPenalty?: number;
    }
  | {
      kind: 'written';
      /** The marking guide: points a good answer makes, each with its marks. */
      points: { text: string; marks: number }[];
      /** Offer a grid for workings (calculation questions). */
      workings?: boolean;
    };

/** One paper's bank, keyed by the subject's slug. */
export type SeedBank = { subject: string; questions: SeedQuestion[] };

/**
 * A check whose `compute` sees exactly the names of its inputs, each a
 * number (the project's strict index checks would otherwise call every
 * `inputs.x` possibly undefined).
 */
export function check<K extends string>(of: string, inputs: Record<K, number>, compute: (inputs: Record<K, number>) => number): SeedCheck {
  return { of, inputs, compute: (all) => compute(all as Record<K, number>) };
}

/** The same, written as one object (the tax banks' style). */
export function checkSpec<K extends string>(spec: { of: string; inputs: Record<K, number>; compute: (inputs: Record<K, number>) => number }): SeedCheck {
  return check(spec.of, spec.inputs, spec.compute);
}
