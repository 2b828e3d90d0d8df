import { z } from 'zod';
import { QUESTION_KINDS } from './exam-schemas';

/** The item statistics of an exam (server/exams/statistics/ says how each figure is defined). */

export const ITEM_FLAGS = ['negative_discrimination', 'low_efficiency', 'very_hard', 'very_easy'] as const;
export const itemFlagSchema = z.enum(ITEM_FLAGS);

export const attemptsUsedSchema = z.enum(['first', 'all']);
export const statisticsQuerySchema = z.object({ attempts: attemptsUsedSchema.default('first') });

const figure = z.number().nullable();
const itemFiguresSchema = z.object({
  attempts: z.number().int(),
  facility: figure,
  meanMark: figure,
  maxMark: z.number(),
  sd: figure,
  discriminationIndex: figure,
  discriminativeEfficiency: figure,
  flags: z.array(itemFlagSchema),
});

const countsSchema = z.object({ top: z.number().int(), middle: z.number().int(), bottom: z.number().int(), all: z.number().int() });

export const positionFiguresSchema = itemFiguresSchema.extend({ position: z.number().int(), effectiveWeight: figure, intendedWeight: figure });

export const questionFiguresSchema = itemFiguresSchema.extend({
  questionId: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  area: z.string(),
  /** The stem as text, cut to a line. */
  stem: z.string(),
  /**
   * Choice questions: attempts in each third that had the question, and each
   * option's picks. The options and which is correct are the newest version's
   * given; an option only an older version had is listed after them, not
   * marked correct.
   */
  shown: countsSchema.nullable(),
  options: z.array(countsSchema.extend({ id: z.string(), text: z.string(), correct: z.boolean() })).nullable(),
});

export const testFiguresSchema = z.object({
  attempts: z.number().int(),
  positions: z.number().int(),
  meanTotal: figure,
  medianTotal: figure,
  maxTotal: figure,
  sd: figure,
  skewness: figure,
  kurtosis: figure,
  cic: figure,
  errorRatio: figure,
  standardError: figure,
});

export const examStatisticsSchema = z.object({
  exam: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  attemptsUsed: attemptsUsedSchema,
  /** Below this many attempts an item is never flagged. */
  minAttemptsForFlags: z.number().int(),
  /** Finished attempts left out because a written answer in them is not marked yet. */
  awaitingMarking: z.number().int(),
  test: testFiguresSchema,
  positions: z.array(positionFiguresSchema),
  questions: z.array(questionFiguresSchema),
});
export type ExamStatistics = z.infer<typeof examStatisticsSchema>;
export type QuestionStatistics = z.infer<typeof questionFiguresSchema>;
