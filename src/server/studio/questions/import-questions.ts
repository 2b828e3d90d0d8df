import type { ImportDuplicate, ImportedQuestion, ImportQuery, ImportResult, ImportRowError } from '../../../contracts/studio-question-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ExamStore } from '../../exams/exam-store';
import { addQuestionVersion } from '../../exams/revise-question';
import { studioRef } from './create-question';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS, type ImportColumn } from './import-columns';
import { resolveDuplicates } from './import-decisions';
import { findDuplicates, stemOpening } from './import-duplicates';
import { groupRows } from './import-group';
import { importQuestion, type ImportPaper, type ReadQuestion } from './import-question';
import { readTable, rowsOf, type ImportFile } from './import-table';
import { lockPapers } from './lock-papers';
import { bankSpelling } from './question-tags';

async function loadPapers(db: Db): Promise<ImportPaper[]> {
  const [subjects, areas] = await Promise.all([
    db.selectFrom('subjects').select(['id', 'slug', 'name']).execute(),
    db.selectFrom('syllabus_areas').select(['id', 'subject_id', 'name', 'position']).execute(),
  ]);
  return subjects.map((s) => ({ ...s, areas: areas.filter((a) => a.subject_id === s.id) }));
}

type ReadFile = { questions: ReadQuestion[]; errors: ImportRowError[]; rows: number; examples: number[] };

/** Every question of the file as read, and every problem with every row; nothing is written here. */
export async function readImport(db: Db, file: ImportFile): Promise<ReadFile> {
  const { header, records } = await readTable(rowsOf(file));
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new AppError('import_file_invalid', `The first row must name the template's columns; missing: ${missing.join(', ')}.`, { missing });
  if (records.length === 0) throw new AppError('import_file_invalid', 'The file has no questions below its header row.');

  const sources = records.map(({ row, cells }) => ({
    row,
    cells: Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, header.includes(column) ? (cells[header.indexOf(column)] ?? '') : ''])) as Record<ImportColumn, string>,
  }));
  const { groups, examples, errors } = groupRows(sources);
  if (groups.length === 0 && errors.length === 0) {
    throw new AppError('import_file_invalid', "Every row is one of the template's examples, which are never imported. Write your questions below them (or in their place), without the example mark.");
  }
  const papers = await loadPapers(db);
  const questions: ReadQuestion[] = [];
  for (const group of groups) {
    const read = importQuestion(group, papers);
    questions.push(read.read);
    errors.push(...read.errors);
  }
  // Row by row, as the file reads; within a row, the order the problems were found.
  errors.sort((a, b) => a.row - b.row);
  return { questions, errors, rows: records.length, examples };
}

/** The file's questions as the preview lists them. */
function listed(questions: ReadQuestion[], errors: ImportRowError[], duplicates: Map<number, ImportDuplicate>, made = new Map<number, number>()): ImportedQuestion[] {
  const troubled = (q: ReadQuestion) => errors.some((e) => e.row >= q.row && e.row <= q.lastRow);
  return questions.map((q) => ({
    row: q.row,
    lastRow: q.lastRow,
    kind: q.kind,
    paper: q.paper?.name ?? null,
    area: q.areaName,
    stem: stemOpening(q.stem),
    marks: q.marks,
    tags: q.tags,
    ready: q.question !== null && !troubled(q),
    duplicate: duplicates.get(q.row) ?? null,
    questionId: made.get(q.row) ?? null,
  }));
}

/**
 * A bulk import. Every row is read and checked first, and every question's
 * stem compared with the bank of its paper and with the file's earlier
 * rows; a dry run answers with all of it. A real import refuses a file
 * with any problem (`import_rows_invalid`, each row, column and reason) or
 * with a duplicate the admin has not chosen to skip or import anyway
 * (`import_duplicates_unresolved`). Otherwise, in one transaction, with
 * the papers' banks locked and the duplicates judged again against the
 * bank as it is then, every question not skipped is added with its tags,
 * and one audit entry: all or nothing.
 */
export async function importQuestions(db: Db, store: ExamStore, { actor, file, query }: { actor: Actor; file: ImportFile; query: ImportQuery }): Promise<ImportResult> {
  const { questions, errors, rows, examples } = await readImport(db, file);
  const duplicates = await findDuplicates(db, questions);
  const preview = { rows, errors, examples, questions: listed(questions, errors, duplicates) };
  if (query.dryRun === '1') return { imported: false, questionIds: [], ...preview };
  if (errors.length > 0) throw new AppError('import_rows_invalid', undefined, preview);

  const made = await db.transaction().execute(async (trx) => {
    await lockPapers(
      trx,
      questions.map((q) => q.paper!.id),
    );
    const now = await findDuplicates(trx, questions);
    const { skip, undecided, notDuplicates } = resolveDuplicates([...now.keys()], query);
    if (undecided.length > 0 || notDuplicates.length > 0) {
      throw new AppError('import_duplicates_unresolved', undefined, { undecided, notDuplicates, questions: listed(questions, errors, now) });
    }
    const kept = questions.filter((q) => !skip.has(q.row));
    const spelling = await bankSpelling(
      trx,
      kept.flatMap((q) => q.tags),
    );
    const ids = new Map<number, number>();
    for (const { row, question, paper, tags } of kept) {
      const { id } = await trx
        .insertInto('questions')
        .values({ subject_id: paper!.id, area_id: question!.areaId, ref: studioRef(), difficulty: question!.difficulty })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addQuestionVersion(trx, id, question!);
      if (tags.length > 0)
        await trx
          .insertInto('question_tags')
          .values(tags.map((tag) => ({ question_id: id, tag: spelling.get(tag.toLowerCase()) ?? tag })))
          .execute();
      ids.set(row, id);
    }
    if (ids.size > 0) {
      await recordAudit(trx, {
        actor,
        action: 'content.imported',
        target: { type: 'question', id: String(ids.values().next().value) },
        details: { count: ids.size, questionIds: [...ids.values()], skippedRows: [...skip], exampleRows: examples.length },
      });
    }
    return { ids, duplicates: now };
  });
  await store.invalidate();
  return { imported: true, questionIds: [...made.ids.values()], ...preview, questions: listed(questions, errors, made.duplicates, made.ids) };
}
