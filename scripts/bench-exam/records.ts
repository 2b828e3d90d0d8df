import type { QuestionKind } from '../../src/contracts/exam-schemas';

/**
 * What a load process of bench:exam sends back, and how the results of
 * several load processes become one: every record kept (times and
 * latencies, not summaries), so percentiles over all students are exact.
 */
export const OPERATIONS = ['reference', 'start', 'paper', 'save', 'submit', 'result'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** One operation's requests: when each was first sent (s from the exam's opening) and how long it took to its final answer (ms), failed or not. */
export type OpRecords = { sent: number[]; took: number[]; failures: Record<string, number>; retries: number; resent: number };
export type KindTally = Partial<Record<QuestionKind, { saves: number; bytes: number }>>;
export type ExamLoadResult = {
  records: Record<Operation, OpRecords>;
  /** [attempt id, position, revision]: the newest revision the server acknowledged for each answer. */
  acknowledged: [string, number, number][];
  /** Attempts whose submit was answered 200. */
  submitted: string[];
  /** Attempts whose result came back as that attempt's, finished by the student, with a score. */
  resultsRead: string[];
  kinds: KindTally;
};

export function emptyRecords(): Record<Operation, OpRecords> {
  return Object.fromEntries(OPERATIONS.map((op) => [op, { sent: [], took: [], failures: {}, retries: 0, resent: 0 }])) as unknown as Record<Operation, OpRecords>;
}

export function mergeResults(parts: ExamLoadResult[]): ExamLoadResult {
  const merged: ExamLoadResult = { records: emptyRecords(), acknowledged: [], submitted: [], resultsRead: [], kinds: {} };
  for (const part of parts) {
    for (const op of OPERATIONS) {
      const into = merged.records[op];
      const from = part.records[op];
      into.sent.push(...from.sent);
      into.took.push(...from.took);
      into.retries += from.retries;
      into.resent += from.resent;
      for (const [key, n] of Object.entries(from.failures)) into.failures[key] = (into.failures[key] ?? 0) + n;
    }
    merged.acknowledged.push(...part.acknowledged);
    merged.submitted.push(...part.submitted);
    merged.resultsRead.push(...part.resultsRead);
    for (const [kind, tally] of Object.entries(part.kinds) as [QuestionKind, { saves: number; bytes: number }][]) {
      const into = (merged.kinds[kind] ??= { saves: 0, bytes: 0 });
      into.saves += tally.saves;
      into.bytes += tally.bytes;
    }
  }
  return merged;
}
