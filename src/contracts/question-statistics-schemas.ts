import { z } from 'zod';
import { attemptsUsedSchema, itemFlagSchema, questionFiguresSchema, statisticsQuerySchema } from './exam-statistics-schemas';

/**
 * One question's item statistics in every exam that gave it (any version):
 * per exam, the very row that exam's statistics give the question, and when
 * the exam's attempts had more than one version of it, the same figures per
 * version (server/exams/statistics/question-across-exams.ts).
 */

const figure = z.number().nullable();
const countsSchema = z.object({ top: z.number().int(), middle: z.number().int(), bottom: z.number().int(), all: z.number().int() });

export const versionFiguresSchema = z.object({
  versionId: z.number().int(),
  /** The version's number on the question's page. */
  revision: z.number().int(),
  attempts: z.number().int(),
  facility: figure,
  meanMark: figure,
  maxMark: z.number(),
  sd: figure,
  discriminationIndex: figure,
  discriminativeEfficiency: figure,
  flags: z.array(itemFlagSchema),
  /** Choice questions: this version's options (and any another version had that these attempts picked), picks by the exam's thirds. */
  shown: countsSchema.nullable(),
  options: z.array(countsSchema.extend({ id: z.string(), text: z.string(), correct: z.boolean() })).nullable(),
});
export type VersionFigures = z.infer<typeof versionFiguresSchema>;

export const questionInExamSchema = z.object({
  exam: z.object({ id: z.number().int(), title: z.string(), slug: z.string(), published: z.boolean(), deleted: z.boolean() }),
  /** Attempts counted in the exam's figures in this view (all its questions'). */
  examAttempts: z.number().int(),
  /** The exam's finished attempts left out while a written answer in them waits to be marked. */
  awaitingMarking: z.number().int(),
  /** When these figures were computed: they are kept a while (`keptMinutes`), not computed on every request. */
  computedAt: z.string(),
  /** Attempts finished since then, not in the figures until they are recalculated. */
  finishedSince: z.number().int(),
  /** This question's row of the exam's statistics; null when no attempt counted in this view had it. */
  figures: questionFiguresSchema.nullable(),
  /** Per version, oldest first; empty when every counted attempt had the same version. */
  versions: z.array(versionFiguresSchema),
});
export type QuestionInExam = z.infer<typeof questionInExamSchema>;

export const questionAcrossExamsSchema = z.object({
  question: z.object({ id: z.number().int(), ref: z.string(), paper: z.string() }),
  attemptsUsed: attemptsUsedSchema,
  minAttemptsForFlags: z.number().int(),
  /** How long an exam's figures are kept before they are computed afresh. */
  keptMinutes: z.number().int(),
  /** Every exam a finished attempt of which had the question, most attempts with it first. */
  exams: z.array(questionInExamSchema),
});
export type QuestionAcrossExams = z.infer<typeof questionAcrossExamsSchema>;

/** Which attempts count, and `recalculate=1` to compute the figures afresh instead of using those kept. */
export const questionStatisticsQuerySchema = statisticsQuerySchema.extend({ recalculate: z.enum(['0', '1']).optional() });
