import { z } from 'zod';
import { recordIdSchema } from './record-id-schemas';
import { DIFFICULTIES, difficultySchema, examKindSchema, QUESTION_KINDS, REVIEW_POLICIES } from './exam-schemas';
import { versionSchema } from './studio-schemas';

/** One blueprint row: this many questions of a syllabus area, of one difficulty or any. */
export const blueprintRowSchema = z.object({
  areaId: recordIdSchema(),
  difficulty: difficultySchema.nullable(),
  count: z.number().int().min(1).max(200),
});
export type BlueprintRow = z.infer<typeof blueprintRowSchema>;

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
  access: z.enum(['everyone', 'enrolled']),
  /** The courses whose students may sit an enrolled-only exam (and whose pages list it). */
  courseIds: z.array(recordIdSchema()).max(50),
  selection: z.enum(['fixed', 'blueprint']),
  /** A fixed list, in order. */
  questionIds: z.array(recordIdSchema()).max(300),
  blueprint: z.array(blueprintRowSchema).max(60),
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

/** A blueprint row with what the bank holds for it now. */
export const availabilityRowSchema = blueprintRowSchema.extend({ available: z.number().int(), enough: z.boolean() });
export type AvailabilityRow = z.infer<typeof availabilityRowSchema>;

export const availabilitySchema = z.object({
  rows: z.array(availabilityRowSchema),
  /** Every row can be filled, and no two rows draw from the same questions. */
  fillable: z.boolean(),
  /** Rows that draw from the same questions (same area, overlapping difficulty), by index. */
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
