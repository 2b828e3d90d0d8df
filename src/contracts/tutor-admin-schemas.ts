import { z } from 'zod';
import { roleSchema } from './admin-schemas';
import { recordIdSchema } from './record-id-schemas';
import { levelSchema } from './subject-schemas';

/**
 * The admin side of tutor marking: which papers a tutor marks (and leads),
 * and how fast scripts are marked, per tutor and per exam.
 */

/** Releases counted for the turnaround figures: those of the last this many days. */
export const TURNAROUND_DAYS = 30;

/** One paper as the tutor's panel lists it: every paper is listed, the tutor's own ticked. */
export const tutorPaperChoiceSchema = z.object({
  subjectId: z.number().int(),
  name: z.string(),
  level: levelSchema,
  assigned: z.boolean(),
  /** A lead tutor also moderates the paper's released marks. */
  lead: z.boolean(),
});
export type TutorPaperChoice = z.infer<typeof tutorPaperChoiceSchema>;

export const tutorPapersSchema = z.object({ papers: z.array(tutorPaperChoiceSchema) });
export type TutorPapers = z.infer<typeof tutorPapersSchema>;

export const setTutorPapersSchema = z.object({
  /** The tutor's papers after the save, each once; papers left out are taken off. An empty list takes every paper off. */
  papers: z
    .array(z.object({ subjectId: recordIdSchema('Choose papers from the list.'), lead: z.boolean() }))
    .max(100)
    .refine((papers) => new Set(papers.map((p) => p.subjectId)).size === papers.length, { message: 'List each paper once.' }),
});
export type SetTutorPapers = z.infer<typeof setTutorPapersSchema>;

/** How far marking has got: what waits now, and what was released in the last TURNAROUND_DAYS days. */
export const backlogSchema = z.object({
  /** Scripts nobody has saved marks on yet. */
  awaiting: z.number().int(),
  /** Scripts with saved marks, not yet released. */
  drafts: z.number().int(),
  /** When the longest-waiting unreleased script was handed in; null when none waits. */
  oldestWaitingAt: z.string().nullable(),
});
export type Backlog = z.infer<typeof backlogSchema>;

export const releasesSchema = z.object({
  /** Scripts released in the window. */
  released: z.number().int(),
  /** The median time from hand-in to release of those scripts, in seconds; null when none was released. */
  medianSeconds: z.number().int().nullable(),
});
export type Releases = z.infer<typeof releasesSchema>;

export const tutorTurnaroundSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** A tutor, or an admin (or a former tutor) who released scripts in the window. */
  role: roleSchema,
  suspended: z.boolean(),
  papers: z.array(z.object({ subjectId: z.number().int(), name: z.string(), lead: z.boolean() })),
  /** The unreleased scripts of the tutor's papers; null for an account that is not a tutor (an admin marks any paper). */
  backlog: backlogSchema.nullable(),
  /** The scripts this account released. */
  releases: releasesSchema,
});
export type TutorTurnaround = z.infer<typeof tutorTurnaroundSchema>;

export const examTurnaroundSchema = z.object({
  examId: z.number().int(),
  title: z.string(),
  paper: z.object({ id: z.number().int(), name: z.string() }),
  /** Whether the exam's written answers go to tutors now (an exam switched back keeps its scripts). */
  tutorMarked: z.boolean(),
  backlog: backlogSchema,
  releases: releasesSchema,
});
export type ExamTurnaround = z.infer<typeof examTurnaroundSchema>;

export const turnaroundSchema = z.object({
  /** The server's time of the figures: ages are counted to it. */
  asOf: z.string(),
  windowDays: z.number().int(),
  overall: z.object({ backlog: backlogSchema, releases: releasesSchema }),
  /** Longest waiting first. */
  tutors: z.array(tutorTurnaroundSchema),
  /** Tutor-marked exams and any exam with scripts, longest waiting first. */
  exams: z.array(examTurnaroundSchema),
});
export type Turnaround = z.infer<typeof turnaroundSchema>;
