import { z } from 'zod';

/**
 * Regrading after a question's key is fixed: finished attempts given an
 * older version of the question are marked again against its current
 * version. A dry run lists exactly what committing would change.
 */

export const regradeInputSchema = z.object({ dryRun: z.boolean() });
export type RegradeInput = z.infer<typeof regradeInputSchema>;

export const regradeLineSchema = z.object({
  attemptId: z.string(),
  student: z.object({ name: z.string(), email: z.string() }),
  exam: z.object({ id: z.number().int(), title: z.string() }),
  number: z.number().int(),
  position: z.number().int(),
  fromVersion: z.number().int(),
  marks: z.object({ from: z.number(), to: z.number() }),
  score: z.object({ from: z.number(), to: z.number(), max: z.number() }),
  percent: z.object({ from: z.number(), to: z.number() }),
  /** Null while written answers wait to be marked (no verdict either way). */
  passed: z.object({ from: z.boolean().nullable(), to: z.boolean().nullable() }),
});
export type RegradeLine = z.infer<typeof regradeLineSchema>;

export const regradeResultSchema = z.object({
  question: z.object({ id: z.number().int(), ref: z.string(), currentVersion: z.number().int() }),
  dryRun: z.boolean(),
  /** Finished attempts given an older version of the question. */
  attemptsChecked: z.number().int(),
  /** The attempts whose marks change (would change, on a dry run), largest change first. */
  changes: z.array(regradeLineSchema),
  /** Attempts an older version cannot be regraded for, and why (another kind, other marks). */
  skipped: z.array(z.object({ attemptId: z.string(), fromVersion: z.number().int(), reason: z.string() })),
});
export type RegradeResult = z.infer<typeof regradeResultSchema>;
