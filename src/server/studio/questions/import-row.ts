import type { Tolerance } from '../../../contracts/exam-key-schemas';
import { DIFFICULTIES, type Difficulty } from '../../../contracts/exam-schemas';
import { parseNumberEntry } from '../../../contracts/number-entry';
import { questionProblems } from '../../../contracts/question-rules';
import { createQuestionSchema, type CreateQuestion, type ImportRowError } from '../../../contracts/studio-question-schemas';
import { defaultTolerance } from '../../exams/question-key';
import { IMPORT_KINDS, type ImportColumn } from './import-columns';

export type ImportPaper = { id: number; slug: string; name: string; areas: { id: number; name: string; position: number }[] };
type CellError = Omit<ImportRowError, 'row'> & { column: ImportColumn | 'row' };

const letterId = (i: number) => String.fromCharCode(97 + i);

function figure(text: string): number | null {
  const parsed = parseNumberEntry(text);
  return parsed.ok ? parsed.value : null;
}

function tolerance(text: string, answer: number): Tolerance | string {
  const t = text.trim();
  if (t === '') return defaultTolerance(answer);
  const range = /^(.+?)\s*\.\.\s*(.+)$/.exec(t);
  if (range) {
    const [min, max] = [figure(range[1]!), figure(range[2]!)];
    return min !== null && max !== null && min <= max ? { kind: 'range', min, max } : 'Write a range as 100..120, the smaller figure first.';
  }
  if (t.endsWith('%')) {
    const share = Number(t.slice(0, -1).trim());
    return Number.isFinite(share) && share >= 0 ? { kind: 'relative', amount: share / 100 } : 'Write a share as 2%.';
  }
  const amount = figure(t.replace(/^±/, ''));
  return amount !== null && amount >= 0 ? { kind: 'absolute', amount } : 'Leave empty for exact, or write 5, 2% or 100..120.';
}

/** Letters A, B... (or 1, 2...) naming options; null when one cannot be read or is not an option. */
function optionLetters(text: string, count: number): string[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  const ids = parts.map((p) => (/^[a-z]$/i.test(p) ? p.toLowerCase().charCodeAt(0) - 97 : /^\d+$/.test(p) ? Number(p) - 1 : -1));
  if (parts.length === 0 || ids.some((i) => i < 0 || i >= count)) return null;
  return ids.map(letterId);
}

/**
 * One template row as the question it describes, or every problem with it,
 * each named by column: unknown paper or area, a kind the template cannot
 * express, unreadable figures, and everything the editor would refuse
 * (the same rules and codes).
 */
export function importRow(cells: Record<ImportColumn, string>, papers: ImportPaper[]): { question: CreateQuestion } | { errors: CellError[] } {
  const errors: CellError[] = [];
  const fail = (column: CellError['column'], code: string, message: string) => errors.push({ column, code, message });

  const paperText = cells.paper.trim().toLowerCase();
  const paper = papers.find((p) => p.slug === paperText || p.name.toLowerCase() === paperText);
  if (!paper) fail('paper', 'subject_not_found', `No paper is called "${cells.paper.trim()}". Use a paper's address or name as the template shows.`);
  const areaText = cells.area.trim().toLowerCase();
  const area = paper?.areas.find((a) => a.name.toLowerCase() === areaText || String(a.position) === areaText);
  if (paper && !area) fail('area', 'question_area_invalid', `${paper.name} has no syllabus area "${cells.area.trim()}". Use its name or number (1 to ${paper.areas.length}).`);
  const difficulty = cells.difficulty.trim().toLowerCase() as Difficulty;
  if (!DIFFICULTIES.includes(difficulty)) fail('difficulty', 'validation_failed', `Difficulty is one of ${DIFFICULTIES.join(', ')}.`);
  const marks = Number(cells.marks.trim());
  if (!Number.isInteger(marks) || marks < 1 || marks > 100) fail('marks', 'validation_failed', 'Marks are a whole number from 1 to 100.');
  if (cells.stem.trim() === '') fail('stem', 'validation_failed', 'Write the question.');

  const kind = cells.kind.trim().toLowerCase();
  let body: Pick<CreateQuestion, 'content' | 'key'> | null = null;
  if (kind === 'single' || kind === 'multi') {
    const options = cells.options.split('|').map((text, i) => ({ id: letterId(i), text: text.trim() }));
    const correct = optionLetters(cells.correct, options.length);
    if (!correct) fail('correct', 'question_key_mismatch', `Name the correct option by its letter (A to ${String.fromCharCode(64 + Math.min(options.length, 26))}).`);
    else if (kind === 'single' && correct.length !== 1) fail('correct', 'question_key_mismatch', 'A single-answer question has one correct letter.');
    else if (kind === 'single') body = { content: { kind, options }, key: { kind, correct: correct[0]! } };
    else body = { content: { kind, options, select: correct.length }, key: { kind, correct, partialCredit: /^(yes|y|true|1)$/i.test(cells.partial_credit.trim()) } };
  } else if (kind === 'number') {
    const answer = figure(cells.answer);
    if (answer === null) fail('answer', 'validation_failed', 'Write the answer as a figure, e.g. 1,200 or (1,200).');
    else {
      const band = tolerance(cells.tolerance, answer);
      if (typeof band === 'string') fail('tolerance', 'validation_failed', band);
      else {
        const extra = { ...(cells.prefix.trim() ? { prefix: cells.prefix.trim() } : {}), ...(cells.suffix.trim() ? { suffix: cells.suffix.trim() } : {}) };
        body = { content: { kind, ...extra }, key: { kind, answer, tolerance: band } };
      }
    }
  } else if (['table', 'journal', 'written'].includes(kind)) {
    fail('kind', 'validation_failed', `A ${kind} question needs the editor: the template holds ${IMPORT_KINDS.join(', ')} questions.`);
  } else {
    fail('kind', 'validation_failed', `Kind is one of ${IMPORT_KINDS.join(', ')}.`);
  }

  if (errors.length > 0 || !body || !paper || !area) return { errors };
  const candidate = { paper: paper.slug, areaId: area.id, difficulty, marks, stem: cells.stem.trim(), explanation: cells.explanation.trim(), ...body };
  for (const problem of questionProblems(candidate)) {
    const column: ImportColumn = problem.code === 'explanation_required' ? 'explanation' : problem.code === 'question_options_invalid' ? 'options' : problem.field === 'marks' ? 'marks' : 'correct';
    fail(column, problem.code, problem.message);
  }
  const parsed = createQuestionSchema.safeParse(candidate);
  if (!parsed.success) for (const issue of parsed.error.issues) fail('row', 'validation_failed', `${issue.path.join('.')}: ${issue.message}`);
  return parsed.success && errors.length === 0 ? { question: parsed.data } : { errors };
}
