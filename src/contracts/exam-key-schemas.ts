import { z } from 'zod';

/** How close a figure must be: a band either side, a share of the answer, or a range. */
export const toleranceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('absolute'), amount: z.number().min(0) }),
  z.object({ kind: z.literal('relative'), amount: z.number().min(0) }),
  z.object({ kind: z.literal('range'), min: z.number(), max: z.number() }),
]);
export type Tolerance = z.infer<typeof toleranceSchema>;

const id = z.string();

/**
 * A question's answer key and marking rules. The player never receives it;
 * results carry it only as the exam's review policy allows.
 */
export const answerKeySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), correct: id }),
  z.object({ kind: z.literal('multi'), correct: z.array(id).min(1), partialCredit: z.boolean() }),
  z.object({ kind: z.literal('number'), answer: z.number(), tolerance: toleranceSchema }),
  z.object({
    kind: z.literal('table'),
    blanks: z.record(
      id,
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('select'), correct: id, marks: z.number().positive() }),
        z.object({ type: z.literal('number'), answer: z.number(), tolerance: toleranceSchema, marks: z.number().positive() }),
      ]),
    ),
  }),
  z.object({
    kind: z.literal('journal'),
    lines: z.array(z.object({ account: id, side: z.enum(['debit', 'credit']), amount: z.number(), marks: z.number().positive() })).min(1),
    extraLinePenalty: z.number().min(0),
    unbalancedPenalty: z.number().min(0),
  }),
  z.object({
    kind: z.literal('written'),
    points: z
      .array(
        z.object({
          id,
          text: z.string(),
          marks: z.number().positive(),
          /** A tutor may award part of this point's marks, in half-mark steps; otherwise all or nothing. */
          partial: z.boolean().optional(),
        }),
      )
      .min(1),
  }),
]);
export type AnswerKey = z.infer<typeof answerKeySchema>;
