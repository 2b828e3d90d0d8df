import type { z } from 'zod';
import type { examInputSchema } from '../../contracts/studio-exam-schemas';
import type { Db } from '../db/database';
import type { SeedQuestion } from '../db/seed/exam-bank/bank-types';
import type { ExamStore } from '../exams/exam-store';
import { insertExamWithBank, SAMPLE_QUESTIONS } from './exam-factory';

const explanation = 'Worked answer: the points a good answer makes, in order.';
const essay = (ref: string, marks: number): SeedQuestion => ({
  ref,
  area: 1,
  difficulty: 'standard',
  kind: 'written',
  stem: `Discuss the matter of question ${ref}.`,
  points: [
    { text: 'States the rule', marks: marks - 2 },
    { text: 'Applies it to the facts', marks: 2 },
  ],
  explanation,
});
const oneMark = (ref: string): SeedQuestion => ({
  ref,
  area: 1,
  difficulty: 'foundation',
  kind: 'single',
  marks: 1,
  stem: `Which is right (${ref})?`,
  options: ['This', 'That'],
  correct: 0,
  explanation,
});

/**
 * A bank to shape papers from: the sample questions of every kind, with
 * more essays and one-mark questions in the first area. Area 1 then holds
 * written answers of 4, 10, 10, 10, 5 and 5 marks (44) and objective
 * questions of 2, 2, 1, 1, 1 and 1 (8); area 2 objective questions of 2,
 * 2 and 2 (6). 15 written marks are 10 + 5 or 5 + 5 + …, never 13.
 */
export const SHAPED_BANK: SeedQuestion[] = [
  ...SAMPLE_QUESTIONS,
  essay('e1', 10),
  essay('e2', 10),
  essay('e3', 10),
  essay('e4', 5),
  essay('e5', 5),
  oneMark('o1'),
  oneMark('o2'),
  oneMark('o3'),
  oneMark('o4'),
];

/** An exam as the builder sends it (rows without kind, unit or section read as any kind, in questions, in the first section). */
export type ExamBody = z.input<typeof examInputSchema>;

/** The shaped bank on a new paper: its slug, its two areas' ids and each question's id by ref. */
export async function shapedPaper(db: Db, store: ExamStore) {
  const { subject } = await insertExamWithBank(db, store, { questions: SHAPED_BANK, overrides: { total_marks: 70 } });
  const areas = await db.selectFrom('syllabus_areas').select('id').where('subject_id', '=', subject.id).orderBy('position').execute();
  const questions = await db.selectFrom('questions').select(['id', 'ref']).where('subject_id', '=', subject.id).execute();
  return { subject, areas: areas.map((a) => a.id) as [number, number], question: (ref: string) => questions.find((q) => q.ref === ref)!.id };
}

/**
 * A mock shaped like the CBE paper on the shaped bank: Section A of
 * objective questions (5 marks of area 1, 4 of area 2), Section B of 15
 * written marks; 24 marks on every paper. The rows are given Section B
 * first: the paper is frozen in section order all the same.
 */
export function cbeMock(paper: string, [area1, area2]: [number, number], overrides: Partial<ExamBody> = {}): ExamBody {
  return {
    title: 'Shaped mock',
    summary: 'Section A objective, Section B written.',
    paper,
    areaId: null,
    kind: 'mock',
    durationMinutes: 30,
    passPercent: 50,
    attemptsAllowed: null,
    opensAt: null,
    closesAt: null,
    shuffleOptions: false,
    reviewPolicy: 'after_submit',
    access: 'everyone',
    courseIds: [],
    selection: 'blueprint',
    questionIds: [],
    sections: [
      { title: 'Section A', instructions: 'Answer every objective question.', suggestedMinutes: 12 },
      { title: 'Section B', instructions: 'Answer in full sentences.', suggestedMinutes: 18 },
    ],
    blueprint: [
      { areaId: area1, difficulty: null, kind: 'written', unit: 'marks', count: 15, section: 1 },
      { areaId: area1, difficulty: null, kind: 'objective', unit: 'marks', count: 5, section: 0 },
      { areaId: area2, difficulty: null, kind: 'objective', unit: 'marks', count: 4, section: 0 },
    ],
    ...overrides,
  };
}
