import { z } from 'zod';
import { MAX_RECORD_ID } from './record-id-schemas';

/**
 * What every studio save sends and answers: the version the editor started
 * from, and the version after the save (see server/studio/versioned.ts).
 * Kept in an integer column, so bounded as an id is.
 */
export const versionSchema = z.number().int().min(1).max(MAX_RECORD_ID);

/** Counts for the studio's home: what exists, and what is not yet public. */
export const studioSummarySchema = z.object({
  courses: z.object({ published: z.number().int(), drafts: z.number().int() }),
  lessons: z.number().int(),
  questions: z.number().int(),
  exams: z.object({ published: z.number().int(), drafts: z.number().int() }),
  posts: z.object({ published: z.number().int(), drafts: z.number().int() }),
  mentors: z.number().int(),
  pages: z.number().int(),
  resources: z.number().int(),
  /** Students' reports of questions waiting in the studio's queue. */
  openReports: z.number().int(),
});
export type StudioSummary = z.infer<typeof studioSummarySchema>;
