import { DIFFICULTIES, type Difficulty } from '../../../contracts/exam-schemas';
import { MIN_EXPLANATION, questionProblems } from '../../../contracts/question-rules';
import { createQuestionSchema, MAX_TAGS_PER_QUESTION, normaliseTag, tagSchema, type CreateQuestion, type ImportRowError } from '../../../contracts/studio-question-schemas';
import { IMPORT_KINDS } from './import-columns';
import type { QuestionGroup } from './import-group';
import { readJournal } from './import-journal-kind';
import type { Fail, KindReader, Place } from './import-kind';
import { readChoice, readNumber } from './import-one-row-kinds';
import { readTable } from './import-table-kind';
import { readWritten } from './import-written-kind';

export type ImportPaper = { id: number; slug: string; name: string; areas: { id: number; name: string; position: number }[] };

/** A question of the file as read: where it is, what can be told of it even when it has problems, and the question when it has none. */
export type ReadQuestion = {
  row: number;
  lastRow: number;
  kind: string;
  paper: ImportPaper | null;
  areaName: string | null;
  stem: string;
  marks: number | null;
  tags: string[];
  question: CreateQuestion | null;
};

const READERS: Record<(typeof IMPORT_KINDS)[number], KindReader> = {
  single: readChoice,
  multi: readChoice,
  number: readNumber,
  table: readTable,
  journal: readJournal,
  written: readWritten,
};

/** The tags cell: tags with commas or | between them, each kept once (any case). */
function readTags(text: string, fail: (message: string) => void): string[] {
  const tags = new Map<string, string>();
  for (const raw of text.split(/[,|]/)) {
    const tag = normaliseTag(raw);
    if (tag === '') continue;
    const parsed = tagSchema.safeParse(tag);
    if (!parsed.success) fail(`“${tag}”: ${parsed.error.issues[0]!.message}`);
    else tags.set(tag.toLowerCase(), tag);
  }
  if (tags.size > MAX_TAGS_PER_QUESTION) fail(`A question carries at most ${MAX_TAGS_PER_QUESTION} tags.`);
  return [...tags.values()];
}

/**
 * One question of the file (its question row and part rows) as the
 * question it describes, with every problem found in any of its rows, each
 * at its row and column: unknown paper or area, a kind the engine lacks,
 * unreadable figures and parts, and everything the editor would refuse
 * (the same rules and codes, placed where the file wrote the field).
 */
export function importQuestion(group: QuestionGroup, papers: ImportPaper[]): { read: ReadQuestion; errors: ImportRowError[] } {
  const { head } = group;
  const cells = head.cells;
  const errors: ImportRowError[] = [];
  const fail: Fail = (place: Place, code, message) => errors.push({ ...place, code, message });
  const at = (column: string) => ({ row: head.row, column });

  const paperText = cells.paper.trim().toLowerCase();
  const paper = papers.find((p) => p.slug === paperText || p.name.toLowerCase() === paperText) ?? null;
  if (!paper) fail(at('paper'), 'subject_not_found', `No paper is called "${cells.paper.trim()}". Use a paper's address or name as the template's list shows.`);
  const areaText = cells.area.trim().toLowerCase();
  const area = paper?.areas.find((a) => a.name.toLowerCase() === areaText || String(a.position) === areaText);
  if (paper && !area) fail(at('area'), 'question_area_invalid', `${paper.name} has no syllabus area "${cells.area.trim()}". Use its name or number (1 to ${paper.areas.length}).`);
  const difficulty = cells.difficulty.trim().toLowerCase() as Difficulty;
  if (!DIFFICULTIES.includes(difficulty)) fail(at('difficulty'), 'validation_failed', `Difficulty is one of ${DIFFICULTIES.join(', ')}.`);
  const stem = cells.stem.trim();
  if (stem === '') fail(at('stem'), 'validation_failed', 'Write the question.');
  const explanation = cells.explanation.trim();
  if (explanation.length < MIN_EXPLANATION) fail(at('explanation'), 'explanation_required', `Write the worked answer students see in review (at least ${MIN_EXPLANATION} characters).`);
  const tags = readTags(cells.tags, (message) => fail(at('tags'), 'validation_failed', message));

  const kind = cells.kind.trim().toLowerCase();
  const reader = READERS[kind as keyof typeof READERS];
  if (!reader) fail(at('kind'), 'validation_failed', `Kind is one of ${IMPORT_KINDS.join(', ')}.`);
  const body = reader ? reader(group, fail) : null;

  // Tables, journals and marking guides are worth what their parts carry: their marks cell may be left empty.
  const marksText = cells.marks.trim();
  const whole = (n: number) => Number.isInteger(n) && n >= 1 && n <= 100;
  let marks: number | null = null;
  if (marksText !== '') {
    if (whole(Number(marksText))) marks = Number(marksText);
    else fail(at('marks'), 'validation_failed', 'Marks are a whole number from 1 to 100.');
  } else if (body && body.partMarks !== null) {
    if (whole(body.partMarks)) marks = body.partMarks;
    else fail(at('marks'), 'validation_failed', `The parts add up to ${body.partMarks} marks; a question is worth a whole number of marks from 1 to 100.`);
  } else if (kind === 'single' || kind === 'multi' || kind === 'number') fail(at('marks'), 'validation_failed', 'Write the marks: a whole number from 1 to 100.');
  const lastRow = Math.max(head.row, ...group.parts.map((p) => p.row));
  const read: ReadQuestion = { row: head.row, lastRow, kind, paper, areaName: area?.name ?? null, stem, marks, tags, question: null };
  if (!body || marks === null) return { read, errors };

  // The editor's rules, on a body that could be read even when other cells have problems, so every problem is listed at once.
  const parts = { marks, stem, explanation, content: body.content, key: body.key };
  for (const problem of questionProblems(parts)) {
    if (problem.code === 'explanation_required') continue;
    fail(problem.field === 'marks' ? at('marks') : body.locate(problem.field), problem.code, problem.message);
  }
  if (errors.length > 0 || !paper || !area) return { read, errors };
  const parsed = createQuestionSchema.safeParse({ ...parts, paper: paper.slug, areaId: area.id, difficulty });
  if (!parsed.success) for (const issue of parsed.error.issues) fail(at('kind'), 'validation_failed', `${issue.path.join('.')}: ${issue.message}`);
  return { read: { ...read, question: parsed.success ? parsed.data : null }, errors };
}
