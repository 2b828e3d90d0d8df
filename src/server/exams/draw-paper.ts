import crypto from 'node:crypto';
import type { ExamDefinition, PoolQuestion, QuestionVersion } from './exam-store';
import type { PaperEntry } from './paper-entry';

const random = () => crypto.randomInt(0, 2 ** 32) / 2 ** 32;

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Picks an attempt's questions: a fixed list as set, or a blueprint's
 * counts per syllabus area and difficulty, taking first the questions this
 * student has been given least in earlier attempts of the exam (ties at
 * random), so a retake shows new questions while the bank lasts.
 */
export function drawQuestions(exam: ExamDefinition, pool: PoolQuestion[], seenBefore: Map<number, number>): PoolQuestion[] {
  if (exam.selection === 'fixed') return exam.fixed;
  const taken = new Set<number>();
  const drawn: PoolQuestion[] = [];
  for (const entry of exam.blueprint) {
    const candidates = pool.filter((q) => q.areaId === entry.areaId && (entry.difficulty === null || q.difficulty === entry.difficulty) && !taken.has(q.questionId));
    const ranked = shuffled(candidates).sort((a, b) => (seenBefore.get(a.questionId) ?? 0) - (seenBefore.get(b.questionId) ?? 0));
    for (const q of ranked.slice(0, entry.count)) {
      taken.add(q.questionId);
      drawn.push(q);
    }
  }
  return drawn;
}

/** Freezes the paper: the versions drawn and, when the exam shuffles, each question's option order. */
export function freezePaper(exam: ExamDefinition, drawn: PoolQuestion[], versions: Map<number, QuestionVersion>): PaperEntry[] {
  return drawn.map((q) => {
    const version = versions.get(q.versionId)!;
    const content = version.content;
    if (exam.shuffleOptions && (content.kind === 'single' || content.kind === 'multi')) {
      return { questionId: q.questionId, versionId: q.versionId, order: shuffled(content.options.map((o) => o.id)) };
    }
    return { questionId: q.questionId, versionId: q.versionId };
  });
}
