import type { ExamDefinition, QuestionVersion } from '../exam-store';
import { hundredthsOf } from '../exam-sums';
import { parseAnswer, type MarkedQuestion } from '../finalise-attempt';
import { markAnswer, type Outcome } from '../marking';
import { passVerdict } from '../pass-verdict';

/** One answer's new marks against the current version: where it is on the paper, and from and to. */
export type Remark = { position: number; fromVersionId: number; from: number; to: number; outcome: Outcome };

export type AttemptRemark = {
  remarks: Remark[];
  skipped: { fromVersionId: number; reason: string }[];
  score: { from: number; to: number };
  passed: { from: boolean | null; to: boolean | null };
  percent: { from: number; to: number };
};

const percentOf = (hundredths: number, total: number) => (total > 0 ? Math.round((hundredths / total) * 100) / 100 : 0);

/**
 * Marks again, with no query, the answers of one finished attempt that were
 * given an older version of the question: against the current version's
 * key, by the same marking the attempt was first marked with. A version of
 * another kind or other marks cannot stand in for the old one (the answer
 * would not fit, or the paper's total would change): skipped, with why.
 * The same inputs give the same answer, so the dry run and the commit agree.
 */
export function remarkAttempt(
  {
    marking,
    answers,
    totalMarks,
    scoreHundredths,
    toMark,
    exam,
  }: { marking: MarkedQuestion[]; answers: Map<number, string | null>; totalMarks: number; scoreHundredths: number; toMark: number; exam: Pick<ExamDefinition, 'passPercent'> },
  current: QuestionVersion,
  older: ReadonlySet<number>,
  versions: Map<number, QuestionVersion>,
): AttemptRemark {
  const remarks: Remark[] = [];
  const skipped: AttemptRemark['skipped'] = [];
  for (const m of marking) {
    if (!older.has(m.versionId)) continue;
    const old = versions.get(m.versionId);
    if (!old || old.kind !== current.kind) {
      skipped.push({ fromVersionId: m.versionId, reason: `The version given was a ${old?.kind ?? 'missing'} question; the current one is ${current.kind}.` });
      continue;
    }
    if (old.marks !== current.marks) {
      skipped.push({ fromVersionId: m.versionId, reason: `The version given was worth ${old.marks} marks; the current one is worth ${current.marks}.` });
      continue;
    }
    const marked = markAnswer(current.key, current.marks, parseAnswer(answers.get(m.position) ?? null));
    if (hundredthsOf(marked.marks) !== hundredthsOf(m.marks)) remarks.push({ position: m.position, fromVersionId: m.versionId, from: m.marks, to: marked.marks, outcome: marked.outcome });
  }
  // The kept score already counts self-marks; only the regraded answers move it.
  const before = scoreHundredths;
  const after = before + remarks.reduce((sum, r) => sum + hundredthsOf(r.to) - hundredthsOf(r.from), 0);
  const percent = { from: percentOf(before, totalMarks), to: percentOf(after, totalMarks) };
  return {
    remarks,
    skipped,
    score: { from: before / 100, to: after / 100 },
    percent,
    passed: { from: passVerdict(percent.from, exam.passPercent, toMark), to: passVerdict(percent.to, exam.passPercent, toMark) },
  };
}
