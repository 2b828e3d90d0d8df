import { z } from 'zod';
import { recordIdSchema } from './record-id-schemas';
import { answerSchema, attemptPlayerSchema, DIFFICULTIES, difficultySchema, examKindSchema, paperSectionSchema, QUESTION_KINDS, REVIEW_POLICIES } from './exam-schemas';
import { KIND_FILTERS } from './question-kind-filters';
import { versionSchema } from './studio-schemas';

/** An exam holds at most this many sections. */
export const MAX_SECTIONS = 12;
const sectionIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_SECTIONS - 1);

/** What a blueprint row's count counts: questions, or marks met exactly. */
export const BLUEPRINT_UNITS = ['questions', 'marks'] as const;
export type BlueprintUnit = (typeof BLUEPRINT_UNITS)[number];

/**
 * One blueprint row: this many questions (or exactly this many marks) of a
 * syllabus area, of one difficulty or any, of one kind, the objective kinds
 * or any, drawn into one section of the paper (the first when the exam has
 * none). Rows saved before kinds, units and sections were known read as
 * any kind, counted in questions, in the first section.
 */
export const blueprintRowSchema = z.object({
  areaId: recordIdSchema(),
  difficulty: difficultySchema.nullable(),
  kind: z.enum(KIND_FILTERS).default('any'),
  unit: z.enum(BLUEPRINT_UNITS).default('questions'),
  count: z.number().int().min(1).max(300),
  section: sectionIndex.default(0),
});
export type BlueprintRow = z.infer<typeof blueprintRowSchema>;

/** A part of the paper, as Section A (objective) and Section B (written) of the CBE. Its suggested time guides; it is not enforced. */
export const examSectionSchema = z.object({
  title: z.string().trim().min(1).max(120),
  instructions: z.string().trim().max(2_000),
  suggestedMinutes: z.number().int().min(1).max(600),
});
export type ExamSection = z.infer<typeof examSectionSchema>;

const isoDate = z.iso.datetime({ offset: true });

export const examInputSchema = z.object({
  title: z.string().trim().min(3).max(160),
  summary: z.string().trim().max(2_000),
  /** The paper's address; the exam draws from its bank. */
  paper: z.string().min(1).max(80),
  /** A topic quiz's syllabus area, or none. */
  areaId: recordIdSchema().nullable(),
  kind: examKindSchema,
  /** Null: untimed. */
  durationMinutes: z.number().int().min(1).max(600).nullable(),
  passPercent: z.number().int().min(0).max(100),
  /** Null: unlimited. */
  attemptsAllowed: z.number().int().min(1).max(100).nullable(),
  opensAt: isoDate.nullable(),
  closesAt: isoDate.nullable(),
  shuffleOptions: z.boolean(),
  reviewPolicy: z.enum(REVIEW_POLICIES),
  /** Who marks written answers: the student against the guide (practice), or a tutor. */
  writtenMarking: z.enum(['self', 'tutor']).default('self'),
  access: z.enum(['everyone', 'enrolled']),
  /** The courses whose students may sit an enrolled-only exam (and whose pages list it). */
  courseIds: z.array(recordIdSchema()).max(50),
  selection: z.enum(['fixed', 'blueprint']),
  /** A fixed list, in order. */
  questionIds: z.array(recordIdSchema()).max(300),
  blueprint: z.array(blueprintRowSchema).max(60),
  /** In the order the paper gives them; none: one run of questions. */
  sections: z.array(examSectionSchema).max(MAX_SECTIONS).default([]),
  /** With sections, the section (its index) of each question of the fixed list, beside `questionIds`. */
  questionSections: z.array(sectionIndex).max(300).default([]),
});
export type ExamInput = z.infer<typeof examInputSchema>;

export const updateExamSchema = examInputSchema.extend({
  version: versionSchema,
  /** A new address; a published exam's old one keeps working (a permanent redirect). */
  slug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes.')
    .optional(),
});
export type UpdateExam = z.infer<typeof updateExamSchema>;

export const savedExamSchema = z.object({ id: z.number().int(), slug: z.string(), version: z.number().int() });
export type SavedExam = z.infer<typeof savedExamSchema>;

export const examStatusSchema = z.enum(['live', 'deleted']);

export const studioExamListSchema = z.object({
  exams: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      kind: examKindSchema,
      paper: z.object({ slug: z.string(), name: z.string() }),
      selection: z.enum(['fixed', 'blueprint']),
      questionCount: z.number().int(),
      published: z.boolean(),
      deleted: z.boolean(),
      attempts: z.number().int(),
      version: z.number().int(),
      updatedAt: z.string(),
    }),
  ),
});
export type StudioExamList = z.infer<typeof studioExamListSchema>;

/**
 * A blueprint row with what the bank holds for it now: the questions it can
 * draw from and their marks together. A row counted in marks is enough only
 * when some of those questions add up to its marks exactly.
 */
export const availabilityRowSchema = blueprintRowSchema.extend({ available: z.number().int(), availableMarks: z.number().int(), enough: z.boolean() });
export type AvailabilityRow = z.infer<typeof availabilityRowSchema>;

export const availabilitySchema = z.object({
  rows: z.array(availabilityRowSchema),
  /** Every row can be filled, and no two rows draw from the same questions. */
  fillable: z.boolean(),
  /** Rows that draw from the same questions (same area, and difficulties and kinds that meet), by index. */
  overlaps: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityQuerySchema = z.object({ paper: z.string().min(1).max(80), blueprint: z.array(blueprintRowSchema).max(60) });

export const pickedQuestionSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  kind: z.enum(QUESTION_KINDS),
  marks: z.number(),
  stem: z.string(),
  area: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  active: z.boolean(),
});
export type PickedQuestion = z.infer<typeof pickedQuestionSchema>;

export const studioExamSchema = examInputSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  version: z.number().int(),
  published: z.boolean(),
  deleted: z.boolean(),
  attempts: z.number().int(),
  /** As saved: a blueprint's marks are typical (the average of each row's pool). */
  questionCount: z.number().int(),
  totalMarks: z.number().int(),
  questions: z.array(pickedQuestionSchema),
  availability: availabilitySchema,
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type StudioExam = z.infer<typeof studioExamSchema>;

export const publishExamSchema = z.object({ published: z.boolean(), version: versionSchema });
export const examVersionSchema = z.object({ version: versionSchema });

/** Courses an exam may be linked to, for the builder's access picker. */
export const examCourseOptionsSchema = z.object({ courses: z.array(z.object({ id: z.number().int(), title: z.string(), paper: z.string().nullable() })) });

/** One question of a previewed paper: the version drawn and, when shuffled, the option order shown. */
export const previewEntrySchema = z.object({
  questionId: recordIdSchema(),
  versionId: recordIdSchema(),
  order: z.array(z.string().max(40)).max(20).optional(),
});
export type PreviewEntry = z.infer<typeof previewEntrySchema>;

/**
 * A preview: a paper drawn as for a student, in the player's view, with the
 * paper itself for marking. Nothing of it is kept on the server; the
 * browser holds the run and sends the paper back with its answers.
 */
export const examPreviewSchema = z.object({ attempt: attemptPlayerSchema, paper: z.array(previewEntrySchema) });
export type ExamPreview = z.infer<typeof examPreviewSchema>;

const previewPosition = z.number().int().min(1).max(300);

/** A topic quiz's Check answer in a preview: one question of the paper and its answer. */
export const previewCheckSchema = z.object({ entry: previewEntrySchema, answer: answerSchema.nullable() });

/** A previewed run handed in: the paper and sections it was given, its answers and, once marked, the written answers' ticked points. */
export const previewMarkSchema = z.object({
  paper: z.array(previewEntrySchema).min(1).max(300),
  sections: z.array(paperSectionSchema).max(MAX_SECTIONS),
  startedAt: isoDate,
  answers: z.array(z.object({ position: previewPosition, answer: answerSchema.nullable(), flagged: z.boolean() })).max(300),
  selfMarks: z.array(z.object({ position: previewPosition, points: z.array(z.string().max(40)).max(40) })).max(300),
});
export type PreviewMark = z.infer<typeof previewMarkSchema>;
