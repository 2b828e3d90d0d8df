import { z } from 'zod';
import { answerSchema } from './exam-schemas';

/**
 * The marking area: tutors (and admins) mark the written answers of
 * tutor-marked exams. Nothing here names the student: a script is known by
 * its number only (blind marking).
 */

export const SCRIPT_STATES = ['awaiting', 'draft', 'released'] as const;
export const scriptStateSchema = z.enum(SCRIPT_STATES);
export type ScriptState = z.infer<typeof scriptStateSchema>;

/** How long an opened script counts as being marked by whoever opened it, for the warning to a second tutor. */
export const SCRIPT_OPEN_MINUTES = 30;

export const COMMENT_MAX = 5000;

/** One exam's written answers waiting, for the queue. */
export const queueExamSchema = z.object({
  examId: z.number().int(),
  title: z.string(),
  paper: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** Scripts nobody has saved marks on yet. */
  awaiting: z.number().int(),
  /** Scripts with saved, unreleased marks. */
  drafts: z.number().int(),
  released: z.number().int(),
  /** When the oldest unreleased script was handed in; null when none waits. */
  oldestSubmittedAt: z.string().nullable(),
  /** Unreleased written answers by question, most first. */
  questions: z.array(z.object({ questionId: z.number().int(), stem: z.string(), answers: z.number().int() })),
  /** Whether this marker may moderate the exam's released scripts. */
  canModerate: z.boolean(),
});
export type QueueExam = z.infer<typeof queueExamSchema>;

export const markingQueueSchema = z.object({
  /** Oldest waiting first. */
  exams: z.array(queueExamSchema),
  /** The papers this marker may mark: every paper for an admin. */
  papers: z.array(z.object({ id: z.number().int(), name: z.string(), lead: z.boolean() })),
});
export type MarkingQueue = z.infer<typeof markingQueueSchema>;

export const scriptLineSchema = z.object({
  /** The script number: the only name a marker sees. */
  number: z.number().int(),
  state: scriptStateSchema,
  submittedAt: z.string(),
  releasedAt: z.string().nullable(),
  /** Written answers on the script (given ones; unanswered ones earn nothing and need no marker). */
  answers: z.number().int(),
  /** Another marker who opened it within the last half hour, when unreleased. */
  openedBy: z.string().nullable(),
  /** Marks of the written answers so far (released or drafted), and their maximum. */
  marks: z.number().nullable(),
  max: z.number(),
  /** Whether a released mark was changed by moderation. */
  moderated: z.boolean(),
});
export type ScriptLine = z.infer<typeof scriptLineSchema>;

export const scriptListQuerySchema = z.object({
  state: z.enum(['unreleased', 'released', 'all']).default('unreleased'),
  /** Only scripts whose written answers include this question. */
  question: z.coerce.number().int().positive().optional(),
  /** Released scripts only: a random sample of this many, for moderation. */
  sample: z.coerce.number().int().min(1).max(200).optional(),
});
export type ScriptListQuery = z.infer<typeof scriptListQuerySchema>;

export const scriptListSchema = z.object({
  exam: z.object({ id: z.number().int(), title: z.string(), paper: z.string(), canModerate: z.boolean() }),
  scripts: z.array(scriptLineSchema),
});
export type ScriptList = z.infer<typeof scriptListSchema>;

export const guidePointSchema = z.object({ id: z.string(), text: z.string(), marks: z.number(), partial: z.boolean() });

export const pointAwardSchema = z.object({ pointId: z.string().max(40), marks: z.number().min(0).max(1000) });
export type PointAward = z.infer<typeof pointAwardSchema>;

export const markChangeSchema = z.object({
  cause: z.enum(['release', 'moderation', 'regrade']),
  by: z.string(),
  at: z.string(),
  from: z.number().nullable(),
  to: z.number(),
  reason: z.string(),
});
export type MarkChange = z.infer<typeof markChangeSchema>;

export const scriptAnswerSchema = z.object({
  position: z.number().int(),
  questionId: z.number().int(),
  area: z.string(),
  stem: z.string(),
  max: z.number(),
  answer: answerSchema.nullable(),
  guide: z.array(guidePointSchema),
  /** Saved awards per guide point; null until marked. */
  awards: z.array(pointAwardSchema).nullable(),
  marks: z.number().nullable(),
  comment: z.string(),
  history: z.array(markChangeSchema),
});
export type ScriptAnswer = z.infer<typeof scriptAnswerSchema>;

export const markingScriptSchema = z.object({
  number: z.number().int(),
  exam: z.object({ id: z.number().int(), title: z.string(), paper: z.string() }),
  state: scriptStateSchema,
  /** Send it back with a save: a save made from an older copy is refused. */
  revision: z.number().int(),
  submittedAt: z.string(),
  releasedAt: z.string().nullable(),
  /** Who released it. */
  markedBy: z.string().nullable(),
  comment: z.string(),
  /** Another marker who opened the script within the last half hour: two tutors should not mark one script. */
  alsoOpenBy: z.object({ name: z.string(), at: z.string() }).nullable(),
  answers: z.array(scriptAnswerSchema),
  /** The questions marked automatically: their marks, for the tutor's overall view. */
  autoMarked: z.object({ questions: z.number().int(), marks: z.number(), max: z.number() }),
  totalMarks: z.number(),
  canModerate: z.boolean(),
  /** The next unreleased script of the exam nobody else has open, to go on to. */
  next: z.number().int().nullable(),
});
export type MarkingScript = z.infer<typeof markingScriptSchema>;

const commentText = z.string().trim().max(COMMENT_MAX);

export const saveScriptSchema = z.object({
  revision: z.number().int().min(0),
  comment: commentText,
  answers: z.array(z.object({ position: z.number().int().min(1).max(500), awards: z.array(pointAwardSchema).max(40), comment: commentText })).max(200),
  /** Release the marks to the student with this save. */
  release: z.boolean(),
});
export type SaveScript = z.infer<typeof saveScriptSchema>;

export const savedScriptSchema = z.object({ revision: z.number().int(), state: scriptStateSchema });
export type SavedScript = z.infer<typeof savedScriptSchema>;

export const moderateMarkSchema = z.object({
  position: z.number().int().min(1).max(500),
  awards: z.array(pointAwardSchema).max(40),
  comment: commentText,
  reason: z.string().trim().max(1000),
});
export type ModerateMark = z.infer<typeof moderateMarkSchema>;

export const scriptNumberParamSchema = z.object({ number: z.coerce.number().int().positive().max(2_000_000_000) });
export const examIdParamSchema = z.object({ examId: z.coerce.number().int().positive().max(2_000_000_000) });
