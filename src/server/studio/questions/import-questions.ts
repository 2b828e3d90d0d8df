import type { CreateQuestion, ImportResult, ImportRowError } from '../../../contracts/studio-question-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ExamStore } from '../../exams/exam-store';
import { addQuestionVersion } from '../../exams/revise-question';
import { studioRef } from './create-question';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS, type ImportColumn } from './import-columns';
import { importRow, type ImportPaper } from './import-row';
import { readTable, rowsOf, type ImportFile } from './import-table';

async function loadPapers(db: Db): Promise<ImportPaper[]> {
  const [subjects, areas] = await Promise.all([
    db.selectFrom('subjects').select(['id', 'slug', 'name']).execute(),
    db.selectFrom('syllabus_areas').select(['id', 'subject_id', 'name', 'position']).execute(),
  ]);
  return subjects.map((s) => ({ ...s, areas: areas.filter((a) => a.subject_id === s.id) }));
}

/** Every row of the file as a question, or every problem with every row; nothing is written here. */
export async function readImport(db: Db, file: ImportFile): Promise<{ questions: CreateQuestion[]; errors: ImportRowError[]; rows: number }> {
  const table = await readTable(rowsOf(file));
  const header = table.header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new AppError('import_file_invalid', `The first row must name the template's columns; missing: ${missing.join(', ')}.`, { missing });
  const records = table.records;
  if (records.length === 0) throw new AppError('import_file_invalid', 'The file has no questions below its header row.');

  const papers = await loadPapers(db);
  const questions: CreateQuestion[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, cells } of records) {
    const named = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, cells[header.indexOf(column)] ?? ''])) as Record<ImportColumn, string>;
    const read = importRow(named, papers);
    if ('errors' in read) errors.push(...read.errors.map((e) => ({ row, ...e })));
    else questions.push(read.question);
  }
  return { questions, errors, rows: records.length };
}

/**
 * A bulk import: every row is checked first and, when any row has a
 * problem, nothing is saved and the answer lists each (row, column, why).
 * Otherwise every question is added in one transaction, with one audit
 * entry: all or nothing. A dry run only checks.
 */
export async function importQuestions(db: Db, store: ExamStore, { actor, file, dryRun }: { actor: Actor; file: ImportFile; dryRun: boolean }): Promise<ImportResult> {
  const { questions, errors, rows } = await readImport(db, file);
  if (errors.length > 0) {
    if (dryRun) return { imported: false, rows, errors, questionIds: [] };
    throw new AppError('import_rows_invalid', undefined, { rows, errors });
  }
  if (dryRun) return { imported: false, rows, errors: [], questionIds: [] };
  const ids = await db.transaction().execute(async (trx) => {
    const subjects = new Map((await trx.selectFrom('subjects').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]));
    const made: number[] = [];
    for (const q of questions) {
      const { id } = await trx
        .insertInto('questions')
        .values({ subject_id: subjects.get(q.paper)!, area_id: q.areaId, ref: studioRef(), difficulty: q.difficulty })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addQuestionVersion(trx, id, q);
      made.push(id);
    }
    await recordAudit(trx, { actor, action: 'content.imported', target: { type: 'question', id: String(made[0]) }, details: { count: made.length, questionIds: made } });
    return made;
  });
  await store.invalidate();
  return { imported: true, rows, errors: [], questionIds: ids };
}
