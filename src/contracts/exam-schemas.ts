import { z } from 'zod';
import { answerKeySchema } from './exam-key-schemas';

/** How hard a question is, as a blueprint asks for it. */
export const DIFFICULTIES = ['foundation', 'standard', 'challenging'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const difficultySchema = z.enum(DIFFICULTIES);

export const QUESTION_KINDS = ['single', 'multi', 'number', 'table', 'journal', 'written'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const EXAM_KINDS = ['mock', 'practice', 'quiz'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];
export const examKindSchema = z.enum(EXAM_KINDS);

/** When correct answers and explanations may be shown. */
export const REVIEW_POLICIES = ['after_submit', 'after_close', 'never'] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];

/** Saves are accepted this long after the deadline, for answers still on the network. */
export const SAVE_GRACE_MS = 60_000;

const optionSchema = z.object({ id: z.string(), text: z.string() });
export type QuestionOption = z.infer<typeof optionSchema>;

const tableCellSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('select'), blank: z.string(), options: z.array(optionSchema) }),
  z.object({ type: z.literal('number'), blank: z.string() }),
]);
export type TableCell = z.infer<typeof tableCellSchema>;

/**
 * What the player shows of a question: never its key. Options are already
 * in the attempt's frozen order.
 */
export const questionContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), options: z.array(optionSchema) }),
  z.object({ kind: z.literal('multi'), options: z.array(optionSchema), select: z.number().int() }),
  z.object({ kind: z.literal('number'), prefix: z.string().optional(), suffix: z.string().optional() }),
  z.object({ kind: z.literal('table'), columns: z.array(z.string()), rows: z.array(z.array(tableCellSchema)) }),
  z.object({ kind: z.literal('journal'), accounts: z.array(optionSchema), rows: z.number().int() }),
  z.object({ kind: z.literal('written'), workings: z.boolean() }),
]);
export type QuestionContent = z.infer<typeof questionContentSchema>;

const figure = z.string().max(40);
const id = z.string().max(40);

/** A student's answer to one question, as the player sends it; numbers travel as typed. */
export const answerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), choice: id }),
  z.object({ kind: z.literal('multi'), choices: z.array(id).max(20) }),
  z.object({ kind: z.literal('number'), text: figure }),
  z.object({ kind: z.literal('table'), blanks: z.record(id, figure) }),
  z.object({
    kind: z.literal('journal'),
    lines: z.array(z.object({ account: id, side: z.enum(['debit', 'credit']), amount: figure })).max(20),
  }),
  z.object({
    kind: z.literal('written'),
    text: z.string().max(20_000),
    workings: z
      .array(z.array(z.string().max(200)).max(8))
      .max(40)
      .optional(),
  }),
]);
export type Answer = z.infer<typeof answerSchema>;

/** Where the player stands on a question, for the navigator. */
export const ANSWER_STATES = ['unanswered', 'partial', 'answered'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

/** `self_mark`: a written answer the student marks against the guide; `tutor_mark`: one waiting for a tutor's released marks. */
export const OUTCOMES = ['correct', 'partial', 'wrong', 'unanswered', 'self_mark', 'tutor_mark'] as const;

/** A topic quiz's feedback on one checked answer: its marks and, as the review policy allows, the key and worked answer. */
export const questionFeedbackSchema = z.object({
  marks: z.number(),
  outcome: z.enum(OUTCOMES),
  key: answerKeySchema.nullable(),
  explanation: z.string().nullable(),
});
export type QuestionFeedback = z.infer<typeof questionFeedbackSchema>;

export const playerQuestionSchema = z.object({
  position: z.number().int(),
  area: z.string(),
  marks: z.number(),
  stem: z.string(),
  content: questionContentSchema,
  answer: answerSchema.nullable(),
  revision: z.number().int(),
  flagged: z.boolean(),
  /** Set once a topic-quiz answer is checked; the answer is then closed to changes. */
  feedback: questionFeedbackSchema.nullable(),
});
export type PlayerQuestion = z.infer<typeof playerQuestionSchema>;

/**
 * A section of a frozen paper (Section A objective, Section B written):
 * its heading, instructions and suggested time (guidance, not enforced),
 * and the positions it holds, `from` to `to` inclusive. Papers are frozen
 * in section order, so sections never interleave.
 */
export const paperSectionSchema = z.object({
  title: z.string(),
  instructions: z.string(),
  suggestedMinutes: z.number().int(),
  from: z.number().int().min(1),
  to: z.number().int().min(1),
});
export type PaperSection = z.infer<typeof paperSectionSchema>;

/** The attempt as the player gets it: the frozen paper, saved answers and the server's clock. */
export const attemptPlayerSchema = z.object({
  id: z.string(),
  status: z.enum(['in_progress', 'submitted']),
  exam: z.object({ slug: z.string(), title: z.string(), kind: examKindSchema, paper: z.string(), passPercent: z.number().int() }),
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  serverNow: z.string(),
  totalMarks: z.number(),
  /** The question the student was last on (1-based), kept on the server so a reload or another device opens there. */
  currentPosition: z.number().int().min(1),
  questions: z.array(playerQuestionSchema),
  /** The paper's sections in order; empty when the exam has none. */
  sections: z.array(paperSectionSchema),
});
export type AttemptPlayer = z.infer<typeof attemptPlayerSchema>;

export const saveAnswerSchema = z.object({
  answer: answerSchema.nullable(),
  revision: z.number().int().min(1).max(1_000_000),
  flagged: z.boolean(),
});
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;

/** The question the player moved to; the attempt keeps it as the place to reopen. */
export const savePositionSchema = z.object({ position: z.number().int().min(1).max(500) });
export type SavePosition = z.infer<typeof savePositionSchema>;

export const savedPositionSchema = z.object({
  /** The position the attempt now holds. */
  position: z.number().int(),
  /** False when the attempt had ended (submitted, or past its deadline and the grace): nothing was written. */
  recorded: z.boolean(),
});
export type SavedPosition = z.infer<typeof savedPositionSchema>;

export const savedAnswerSchema = z.object({
  position: z.number().int(),
  revision: z.number().int(),
  savedAt: z.string(),
  serverNow: z.string(),
  deadlineAt: z.string().nullable(),
  /** A number the server read from what was typed, echoed as it will be marked. */
  echo: z.string().optional(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const areaScoreSchema = z.object({ name: z.string(), marks: z.number(), max: z.number(), percent: z.number() });
export type AreaScore = z.infer<typeof areaScoreSchema>;

export const reviewedQuestionSchema = z.object({
  position: z.number().int(),
  area: z.string(),
  stem: z.string(),
  content: questionContentSchema,
  answer: answerSchema.nullable(),
  flagged: z.boolean(),
  max: z.number(),
  marks: z.number(),
  outcome: z.enum(OUTCOMES),
  /** The key (questions are sent only once the review policy shows the full review). */
  key: answerKeySchema.nullable(),
  explanation: z.string().nullable(),
  /** Written answers: the marking-guide points the student ticked; null until they save their marks (and for every other kind). */
  selfMarks: z.array(z.string()).nullable(),
  /** A written answer a tutor marked, once released: their comment and the guide points they awarded (marks each). */
  tutor: z.object({ comment: z.string(), awards: z.array(z.object({ pointId: z.string(), marks: z.number() })) }).nullable(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestionSchema>;

export const attemptResultSchema = z.object({
  id: z.string(),
  exam: z.object({ slug: z.string(), title: z.string(), kind: examKindSchema, paper: z.string(), passPercent: z.number().int() }),
  number: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string(),
  finishedBy: z.enum(['student', 'time']),
  timeUsedSeconds: z.number().int(),
  score: z.number(),
  /** Of the score, the marks the student gave themself on written answers. */
  selfMarked: z.number(),
  totalMarks: z.number(),
  percent: z.number(),
  /** Written answers given and not yet self-marked: their marks are missing from the score. */
  toMark: z.number().int(),
  /** Of `toMark`, the written answers waiting for a tutor's released marks (a tutor-marked exam). */
  awaitingTutor: z.number().int(),
  /** The tutor's overall comment on the script, once released. */
  tutorComment: z.string().nullable(),
  /** Null while `toMark` is above zero: a pass or a fail is not known until every answer is marked. */
  passed: z.boolean().nullable(),
  /** Weakest first. */
  areas: z.array(areaScoreSchema),
  /**
   * `full`: every question with its marks, key and worked answer. `later`
   * (until `reviewOpensAt`) and `hidden` (never): the total and the areas
   * only, and `questions` is empty, so no attempt tells which answer was right.
   */
  review: z.enum(['full', 'hidden', 'later']),
  reviewOpensAt: z.string().nullable(),
  questions: z.array(reviewedQuestionSchema),
  /** The paper's sections in order, as the player showed them; empty when the exam has none. */
  sections: z.array(paperSectionSchema),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

export const selfMarkSchema = z.object({ points: z.array(z.string().max(40)).max(40) });

export const examSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  kind: examKindSchema,
  paper: z.object({ slug: z.string(), name: z.string(), level: z.string() }),
  area: z.string().nullable(),
  questionCount: z.number().int(),
  totalMarks: z.number().int(),
  /** A blueprint draws afresh each attempt: the marks are typical, not fixed (a blueprint counted in marks throughout gives the same marks every time). */
  marksVary: z.boolean(),
  /** A blueprint with a row counted in marks: the number of questions is typical, not fixed. */
  questionsVary: z.boolean(),
  durationMinutes: z.number().int().nullable(),
  passPercent: z.number().int(),
  attemptsAllowed: z.number().int().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  free: z.boolean(),
  courses: z.array(z.object({ slug: z.string(), title: z.string() })),
  reviewPolicy: z.enum(REVIEW_POLICIES),
});
export type ExamSummary = z.infer<typeof examSummarySchema>;

/** A student's attempt in lists: the hub, an exam's page and My exams. */
export const attemptSummarySchema = z.object({
  id: z.string(),
  exam: z.object({ slug: z.string(), title: z.string(), paper: z.string() }),
  number: z.number().int(),
  status: z.enum(['in_progress', 'submitted']),
  startedAt: z.string(),
  deadlineAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  score: z.number().nullable(),
  totalMarks: z.number(),
  percent: z.number().nullable(),
  /** A finished attempt's written answers still to be self-marked (0 otherwise). */
  toMark: z.number().int(),
  /** Its written answers are with a tutor (a tutor-marked exam), not the student's to self-mark. */
  awaitingTutor: z.boolean(),
  /** Null while in progress or while written answers are still to be marked. */
  passed: z.boolean().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const examDetailSchema = examSummarySchema.extend({
  /** For a signed-in student: their attempts, and whether and why they may start. */
  mine: z
    .object({
      attempts: z.array(attemptSummarySchema),
      attemptsLeft: z.number().int().nullable(),
      canStart: z.boolean(),
      refusal: z.enum(['exam_not_open', 'exam_closed', 'exam_enrollment_required', 'attempts_used_up']).nullable(),
    })
    .nullable(),
});
export type ExamDetail = z.infer<typeof examDetailSchema>;

/** Attempts per page of My exams (its chart and list); "Show more" asks for the next. */
export const MY_EXAMS_PAGE_SIZE = 20;

/** Where a page of the student's attempts starts: after the attempt started at that moment with that id (the previous page's `next`). */
export const myExamsQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z~[\w-]{1,64}$/, 'Not a page of your attempts.')
    .optional(),
});
export type MyExamsQuery = z.infer<typeof myExamsQuerySchema>;

export const myExamsSchema = z.object({
  /** One page of the student's attempts, newest first. */
  attempts: z.array(attemptSummarySchema),
  /** `before` for the next page, or null when this page is the last. */
  next: z.string().nullable(),
  /** Attempts in progress, whichever page they fall on (the hub's Resume). */
  open: z.array(attemptSummarySchema),
  /** Attempts made of each exam that limits them, by exam slug (the hub's attempts left). */
  attemptsUsed: z.array(z.object({ exam: z.string(), count: z.number().int() })),
  /** Across every finished attempt; `percent` is null until an area has enough marked questions to mean something. */
  areas: z.array(z.object({ paper: z.string(), name: z.string(), questions: z.number().int(), marks: z.number(), max: z.number(), percent: z.number().nullable() })),
});
export type MyExams = z.infer<typeof myExamsSchema>;

/** An area's percentage is shown once this many of its questions have been marked. */
export const WEAK_AREA_MIN_QUESTIONS = 5;
