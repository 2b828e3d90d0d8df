import crypto from 'node:crypto';
import type { PaperSection } from '../../contracts/exam-schemas';
import { kindAllowed } from '../../contracts/question-kind-filters';
import { AppError } from '../errors';
import { pickExactMarks } from './exact-marks';
import type { BlueprintEntry, ExamDefinition, PoolQuestion, QuestionVersion } from './exam-store';
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

/** A question drawn for a paper, with the section (its index) it is given in. */
export type DrawnQuestion = PoolQuestion & { section: number };

/** Whether a blueprint row may draw this question: its area, difficulty (or any) and kind (or the row's group of kinds). */
export function rowDraws(row: BlueprintEntry, q: PoolQuestion): boolean {
  return q.areaId === row.areaId && (row.difficulty === null || q.difficulty === row.difficulty) && kindAllowed(row.kind, q.kind);
}

/** Stable: equal sections keep their order. */
const bySection = <T extends { section: number }>(items: T[]): T[] =>
  items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => a.item.section - b.item.section || a.i - b.i)
    .map(({ item }) => item);

/**
 * Picks an attempt's questions, in section order: a fixed list as set, or
 * per blueprint row its count of questions, or questions whose marks make
 * its count exactly, of its area, difficulty and kind. Each row takes first
 * the questions this student has been given least in earlier attempts of
 * the exam (ties at random), so a retake shows new questions while the bank
 * lasts. A row the pool cannot fill refuses the start (`exam_paper_short`)
 * rather than giving a paper with fewer questions or marks than every
 * other attempt: publishing and every change to the bank check that the
 * pool fills it, so this is a change caught between two reads.
 */
export function drawQuestions(exam: ExamDefinition, pool: PoolQuestion[], seenBefore: Map<number, number>): DrawnQuestion[] {
  if (exam.selection === 'fixed') return bySection(exam.fixed);
  const taken = new Set<number>();
  const drawn: DrawnQuestion[] = [];
  for (const row of bySection(exam.blueprint)) {
    const candidates = pool.filter((q) => rowDraws(row, q) && !taken.has(q.questionId));
    const ranked = shuffled(candidates).sort((a, b) => (seenBefore.get(a.questionId) ?? 0) - (seenBefore.get(b.questionId) ?? 0));
    const picked = row.unit === 'marks' ? pickExactMarks(ranked, row.count) : ranked.length >= row.count ? ranked.slice(0, row.count) : null;
    if (picked === null) throw new AppError('exam_paper_short');
    for (const q of picked) {
      taken.add(q.questionId);
      drawn.push({ ...q, section: row.section });
    }
  }
  return drawn;
}

/** The sections as the paper holds them, with the positions each covers; null for an exam without sections. Sections nothing was drawn for are left out. */
export function frozenSections(exam: ExamDefinition, drawn: DrawnQuestion[]): PaperSection[] | null {
  if (exam.sections.length === 0) return null;
  const sections: PaperSection[] = [];
  let current = -1;
  drawn.forEach((q, i) => {
    // The builder keeps every question in a section that exists; one that does not is counted in the last.
    const index = Math.min(q.section, exam.sections.length - 1);
    if (index === current) {
      sections[sections.length - 1]!.to = i + 1;
      return;
    }
    current = index;
    const { title, instructions, suggestedMinutes } = exam.sections[index]!;
    sections.push({ title, instructions, suggestedMinutes, from: i + 1, to: i + 1 });
  });
  return sections;
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
