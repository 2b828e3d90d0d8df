import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../../src/server/db/database';
import type { ExamsTable } from '../../../src/server/db/schema';
import type { ExamStore } from '../../../src/server/exams/exam-store';

type Row = { id: number; kind: string; content: string };

const longest = (texts: string[]) => Math.max(0, ...texts.map((t) => t.length));

type Cell = { type: string; text?: string; options?: { text: string }[] };
const cells = (content: string) => (JSON.parse(content) as { rows: Cell[][] }).rows.flat();

/** Every choice a table's drop-downs offer. */
const tableChoices = (content: string) => cells(content).flatMap((cell) => (cell.type === 'select' ? (cell.options ?? []).map((o) => o.text) : []));

/** A table with drop-downs beside long text: the text takes the width and squeezes the drop-downs. */
const squeezedChoices = (content: string) => (tableChoices(content).length > 0 ? longest(cells(content).map((cell) => cell.text ?? '')) : 0);

/** How hard a question is to fit on a narrow screen, by the measure that matters for its kind. */
function width(row: Row): number {
  const content = JSON.parse(row.content) as { columns?: string[]; accounts?: { text: string }[]; workings?: boolean };
  switch (row.kind) {
    case 'journal':
      return longest((content.accounts ?? []).map((a) => a.text));
    case 'table':
      return (content.columns?.length ?? 0) * 10_000 + row.content.length;
    case 'written':
      return (content.workings ? 100_000 : 0) + row.content.length;
    default:
      return row.content.length;
  }
}

/**
 * The seeded bank's questions hardest to fit on a phone, one of each kind:
 * the longest choices and stems, the table with the most columns, the table
 * whose drop-downs offer the longest choice, the table whose drop-downs sit
 * beside the longest text, the journal with the longest
 * account names, a written answer with a workings grid.
 */
export async function widestQuestions(db: Db): Promise<{ kind: string; id: number }[]> {
  const rows: Row[] = await db
    .selectFrom('questions as q')
    .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
    .select(['q.id', 'v.kind', 'v.content'])
    .where('q.active', '=', 1)
    .orderBy('q.id')
    .execute();
  const widest = (kind: string, measure: (row: Row) => number = width) => {
    const [first] = rows.filter((r) => r.kind === kind).sort((a, b) => measure(b) - measure(a));
    if (!first) throw new Error(`the bank has no ${kind} question`);
    return first.id;
  };
  return [
    { kind: 'single', id: widest('single') },
    { kind: 'multi', id: widest('multi') },
    { kind: 'number', id: widest('number') },
    { kind: 'table', id: widest('table') },
    { kind: 'table', id: widest('table', (r) => longest(tableChoices(r.content))) },
    { kind: 'table', id: widest('table', (r) => squeezedChoices(r.content)) },
    { kind: 'journal', id: widest('journal') },
    { kind: 'written', id: widest('written') },
  ];
}

/** A published exam of the given questions, in order (their papers may differ: a fixed list draws nothing). */
export async function insertExamOfQuestions(db: Db, store: ExamStore, questionIds: number[], overrides: Partial<Insertable<ExamsTable>> = {}) {
  const subject = await db.selectFrom('subjects').select('id').orderBy('id').executeTakeFirstOrThrow();
  const exam = await db
    .insertInto('exams')
    .values({
      slug: `widest-${crypto.randomBytes(4).toString('hex')}`,
      subject_id: subject.id,
      title: 'The widest questions',
      summary: 'The bank’s hardest questions to fit on a phone.',
      kind: 'mock',
      duration_minutes: 60,
      attempts_allowed: null,
      shuffle_options: 0,
      review_policy: 'after_submit',
      access: 'everyone',
      selection: 'fixed',
      question_count: questionIds.length,
      total_marks: 10,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('exam_questions')
    .values(questionIds.map((question_id, i) => ({ exam_id: exam.id, position: i + 1, question_id })))
    .execute();
  await store.invalidate();
  return exam;
}
