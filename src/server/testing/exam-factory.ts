import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Answer } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import type { ExamsTable } from '../db/schema';
import type { SeedQuestion } from '../db/seed/exam-bank/bank-types';
import { insertBankQuestions } from '../db/seed/seed-exams';
import type { ExamStore } from '../exams/exam-store';
import { insertSubject } from './factories';

const explanation = 'Worked answer: apply the rule from the syllabus step by step, as the question asks.';

/** One question of every kind, in two syllabus areas; the keys are the obvious right answers. */
export const SAMPLE_QUESTIONS: SeedQuestion[] = [
  {
    ref: 's1',
    area: 1,
    difficulty: 'foundation',
    kind: 'single',
    marks: 2,
    stem: 'Which side records an increase in an asset?',
    options: ['Debit', 'Credit', 'Either', 'Neither'],
    correct: 0,
    explanation,
  },
  { ref: 'm1', area: 1, difficulty: 'standard', kind: 'multi', marks: 2, stem: 'Which TWO are assets?', options: ['Cash', 'Capital', 'Inventory', 'Loan'], correct: [0, 2], explanation },
  { ref: 'n1', area: 2, difficulty: 'standard', kind: 'number', marks: 2, stem: 'Cost Tk 12,000, life 10 years, no residual value. Annual depreciation?', answer: 1200, prefix: 'Tk', explanation },
  {
    ref: 't1',
    area: 2,
    difficulty: 'standard',
    kind: 'table',
    stem: 'Complete the extract.',
    columns: ['Line', 'Tk'],
    rows: [
      ['Revenue', '100,000'],
      [{ select: ['Cost of sales', 'Distribution costs'], correct: 0, marks: 1 }, '(60,000)'],
      ['Gross profit', { number: 40000, marks: 1 }],
    ],
    explanation,
  },
  {
    ref: 'j1',
    area: 2,
    difficulty: 'challenging',
    kind: 'journal',
    stem: 'Record depreciation of Tk 20,000.',
    accounts: ['Depreciation expense', 'Accumulated depreciation', 'Cash', 'Plant'],
    lines: [
      { account: 0, side: 'debit', amount: 20000, marks: 1 },
      { account: 1, side: 'credit', amount: 20000, marks: 1 },
    ],
    extraLinePenalty: 1,
    unbalancedPenalty: 1,
    explanation,
  },
  {
    ref: 'w1',
    area: 1,
    difficulty: 'challenging',
    kind: 'written',
    stem: 'Explain the going concern basis.',
    points: [
      { text: 'Defines going concern', marks: 2 },
      { text: 'Gives one indicator of doubt', marks: 2 },
    ],
    explanation,
  },
];

/** Right answers to the first five of SAMPLE_QUESTIONS (its keyed kinds); a test adds its own written answers. */
export const SAMPLE_RIGHT_ANSWERS: Answer[] = [
  { kind: 'single', choice: 'a' },
  { kind: 'multi', choices: ['a', 'c'] },
  { kind: 'number', text: '1,200' },
  { kind: 'table', blanks: { r1c0: 'a', r2c1: '40,000' } },
  {
    kind: 'journal',
    lines: [
      { account: 'acc1', side: 'debit', amount: '20,000' },
      { account: 'acc2', side: 'credit', amount: '20,000' },
    ],
  },
];

/** Columns of the exam to set instead of the factory's defaults. */
export type ExamOverrides = Partial<Insertable<ExamsTable>>;

/**
 * A paper with the sample bank (or the questions given) and one exam over
 * all of it (fixed list, in order, no shuffling unless asked). Tells the
 * store so the exam is seen at once. With other questions, pass
 * `total_marks` to match them.
 */
export async function insertExamWithBank(
  db: Db,
  store: ExamStore,
  { overrides = {}, courseIds = [], questions = SAMPLE_QUESTIONS }: { overrides?: ExamOverrides; courseIds?: number[]; questions?: SeedQuestion[] } = {},
) {
  const subject = await insertSubject(db, {}, [
    { name: 'Recording transactions', summary: 'Double entry.', weighting_percent: 50 },
    { name: 'Year-end adjustments', summary: 'Depreciation and accruals.', weighting_percent: 50 },
  ]);
  const areas = await db.selectFrom('syllabus_areas').select(['id', 'position']).where('subject_id', '=', subject.id).execute();
  const idOf = await insertBankQuestions(db, { subjectId: subject.id, areaId: new Map(areas.map((a) => [a.position, a.id])), questions });
  const exam = await db
    .insertInto('exams')
    .values({
      slug: `test-exam-${crypto.randomBytes(4).toString('hex')}`,
      subject_id: subject.id,
      title: 'Test mock',
      summary: 'A mock made by a test.',
      kind: 'mock',
      duration_minutes: 30,
      attempts_allowed: null,
      shuffle_options: 0,
      review_policy: 'after_submit',
      access: 'everyone',
      selection: 'fixed',
      question_count: questions.length,
      total_marks: 14,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('exam_questions')
    .values(questions.map((q, i) => ({ exam_id: exam.id, position: i + 1, question_id: idOf.get(q.ref)! })))
    .execute();
  if (courseIds.length > 0)
    await db
      .insertInto('exam_courses')
      .values(courseIds.map((course_id) => ({ exam_id: exam.id, course_id })))
      .execute();
  await store.invalidate();
  return { exam, subject };
}
