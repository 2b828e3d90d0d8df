import type { MarkingScript, PointAward, SaveScript, ScriptAnswer } from '../../contracts/marking-schemas';
import { formatMarks } from '../exams/ResultScore';

/** One point of a question's marking guide. */
export type GuidePoint = ScriptAnswer['guide'][number];

/**
 * What the marker has entered on one answer. Each point's mark is kept as
 * typed (a stepper's box may hold "1." half-way through typing "1.5"), so
 * the screen can say what is wrong with it instead of dropping it.
 * `decided` tells an answer the marker has marked (perhaps with nothing
 * earned) from one nobody has looked at yet.
 */
export type AnswerEntry = { given: Record<string, string>; decided: boolean; comment: string };

/** What the marker has entered on a script: the overall comment and each written answer, by position. */
export type ScriptEntry = { comment: string; answers: Record<number, AnswerEntry> };

/** A point's mark as read from its box: the marks, or what is wrong with the text. */
export type PointMark = { ok: true; marks: number } | { ok: false; problem: string };

const HALF_STEP_HUNDREDTHS = 50;

/** Marks are summed in hundredths, so 0.5 + 0.5 + 1.5 is exactly 2.5. */
const hundredths = (marks: number) => Math.round(marks * 100);

export const marksWord = (marks: number) => `${formatMarks(marks)} ${marks === 1 ? 'mark' : 'marks'}`;

/** The marks a point may earn: all or nothing, or every half mark up to its marks where the guide allows part marks. */
export function pointSteps(point: GuidePoint): number[] {
  if (!point.partial) return [0, point.marks];
  const steps: number[] = [];
  for (let h = 0; h <= hundredths(point.marks); h += HALF_STEP_HUNDREDTHS) steps.push(h / 100);
  // A point worth an odd number of quarter marks still offers its full marks.
  if (steps[steps.length - 1] !== point.marks) steps.push(point.marks);
  return steps;
}

/** How the marks a point allows are described to the marker: "0 to 3 in half marks", "0 or 2". */
export function pointRule(point: GuidePoint): string {
  return point.partial ? `0 to ${formatMarks(point.marks)} in half marks` : `0 or ${formatMarks(point.marks)}`;
}

/**
 * A point's mark from the text in its box. Empty is nothing awarded. A comma
 * is read as a decimal point and "½" as a half, as markers write them.
 */
export function readPointMark(point: GuidePoint, text: string): PointMark {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, marks: 0 };
  const normal = trimmed.replace(',', '.').replace(/^(\d*)\s*½$/, (_, whole: string) => `${whole || '0'}.5`);
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(normal)) return { ok: false, problem: `Type a number of marks: ${pointRule(point)}.` };
  const marks = Number(normal);
  if (marks < 0) return { ok: false, problem: 'Marks cannot be below 0.' };
  if (hundredths(marks) > hundredths(point.marks)) return { ok: false, problem: `This point earns at most ${marksWord(point.marks)}.` };
  if (!pointSteps(point).some((step) => hundredths(step) === hundredths(marks))) {
    return { ok: false, problem: point.partial ? `Use half marks: ${pointRule(point)}.` : `All or nothing: ${pointRule(point)}.` };
  }
  return { ok: true, marks };
}

/** The box's text one step up or down from what it holds (a stepper's buttons, the arrow keys); a mistyped box starts from 0. */
export function stepPointMark(point: GuidePoint, text: string, direction: 1 | -1): string {
  const steps = pointSteps(point);
  const read = readPointMark(point, text);
  const current = read.ok ? read.marks : 0;
  const index = steps.findIndex((step) => hundredths(step) === hundredths(current));
  const next = steps[Math.min(steps.length - 1, Math.max(0, (index === -1 ? 0 : index) + direction))]!;
  return formatMarks(next);
}

export type AnswerMarks = {
  /** The sum of the points' marks that could be read. */
  marks: number;
  max: number;
  /** What is wrong, by point id: the answer cannot be saved until each is put right. */
  problems: Record<string, string>;
  /** The guide's points add up to more than the question is worth, and so do the marks given: refused by the server too. */
  overMax: boolean;
  awards: PointAward[];
};

/** An answer's marks as entered: never above the question's marks, and every point within its rule. */
export function answerMarks(answer: Pick<ScriptAnswer, 'guide' | 'max'>, entry: AnswerEntry): AnswerMarks {
  const problems: Record<string, string> = {};
  const awards: PointAward[] = [];
  let sum = 0;
  for (const point of answer.guide) {
    const read = readPointMark(point, entry.given[point.id] ?? '');
    if (!read.ok) problems[point.id] = read.problem;
    else if (read.marks > 0) {
      awards.push({ pointId: point.id, marks: read.marks });
      sum += hundredths(read.marks);
    }
  }
  return { marks: sum / 100, max: answer.max, problems, overMax: sum > hundredths(answer.max), awards };
}

/** The entry for a saved answer: its awarded points, or nothing decided while it has never been saved. */
export function answerEntryOf(answer: Pick<ScriptAnswer, 'awards' | 'comment'>): AnswerEntry {
  const given: Record<string, string> = {};
  for (const award of answer.awards ?? []) given[award.pointId] = formatMarks(award.marks);
  return { given, decided: answer.awards !== null, comment: answer.comment };
}

/** What the screen starts from: the script's saved marks and comments. */
export function scriptEntryOf(script: Pick<MarkingScript, 'comment' | 'answers'>): ScriptEntry {
  return { comment: script.comment, answers: Object.fromEntries(script.answers.map((a) => [a.position, answerEntryOf(a)])) };
}

const blankEntry: AnswerEntry = { given: {}, decided: false, comment: '' };

export function entryAt(entry: ScriptEntry, position: number): AnswerEntry {
  return entry.answers[position] ?? blankEntry;
}

/** A point's box changed: the answer now counts as marked. */
export function withPointMark(entry: ScriptEntry, position: number, pointId: string, text: string): ScriptEntry {
  const answer = entryAt(entry, position);
  return { ...entry, answers: { ...entry.answers, [position]: { ...answer, decided: true, given: { ...answer.given, [pointId]: text } } } };
}

export function withAnswerComment(entry: ScriptEntry, position: number, comment: string): ScriptEntry {
  const answer = entryAt(entry, position);
  return { ...entry, answers: { ...entry.answers, [position]: { ...answer, comment } } };
}

export type ScriptTotals = {
  /** The written answers' marks as entered, and their maximum. */
  written: { marks: number; max: number };
  auto: { marks: number; max: number };
  /** Everything on the script: the written answers as entered and the questions marked automatically. */
  total: { marks: number; max: number };
  /** Written answers the marker has marked, of all of them. */
  decided: number;
  answers: number;
};

export function scriptTotals(script: Pick<MarkingScript, 'answers' | 'autoMarked' | 'totalMarks'>, entry: ScriptEntry): ScriptTotals {
  let written = 0;
  let decided = 0;
  for (const answer of script.answers) {
    const e = entryAt(entry, answer.position);
    written += hundredths(answerMarks(answer, e).marks);
    if (e.decided) decided += 1;
  }
  const writtenMax = script.answers.reduce((sum, a) => sum + hundredths(a.max), 0) / 100;
  return {
    written: { marks: written / 100, max: writtenMax },
    auto: { marks: script.autoMarked.marks, max: script.autoMarked.max },
    total: { marks: (written + hundredths(script.autoMarked.marks)) / 100, max: script.totalMarks },
    decided,
    answers: script.answers.length,
  };
}

/** The written answers nobody has marked yet, by position: a release would give them 0. */
export function undecidedPositions(script: Pick<MarkingScript, 'answers'>, entry: ScriptEntry): number[] {
  return script.answers.filter((a) => !entryAt(entry, a.position).decided).map((a) => a.position);
}

/** The first mark that cannot be saved as entered: where it is and why. */
export type EntryProblem = { position: number; pointId: string | null; message: string };

export function firstProblem(script: Pick<MarkingScript, 'answers'>, entry: ScriptEntry): EntryProblem | null {
  for (const answer of script.answers) {
    const marks = answerMarks(answer, entryAt(entry, answer.position));
    const pointId = Object.keys(marks.problems)[0];
    if (pointId) return { position: answer.position, pointId, message: `Question ${answer.position}: ${marks.problems[pointId]}` };
    if (marks.overMax) return { position: answer.position, pointId: null, message: `Question ${answer.position} can earn at most ${marksWord(answer.max)}.` };
  }
  return null;
}

/**
 * What a save sends, from the revision the marker works on. A draft sends
 * the answers the marker has marked or commented on, so an answer nobody
 * has looked at stays unmarked; a release sends every answer (an unmarked
 * one earns 0, which the screen asks about first).
 */
export function saveBody(script: Pick<MarkingScript, 'answers'>, entry: ScriptEntry, { revision, release }: { revision: number; release: boolean }): SaveScript | EntryProblem {
  const problem = firstProblem(script, entry);
  if (problem) return problem;
  const answers = script.answers
    .map((answer) => ({ answer, e: entryAt(entry, answer.position) }))
    .filter(({ e }) => release || e.decided || e.comment.trim() !== '')
    .map(({ answer, e }) => ({ position: answer.position, awards: answerMarks(answer, e).awards, comment: e.comment.trim() }));
  return { revision, comment: entry.comment.trim(), answers, release };
}

export function isProblem(body: SaveScript | EntryProblem): body is EntryProblem {
  return 'message' in body;
}
