import { z } from 'zod';
import { recordIdParam, recordIdSchema } from './record-id-schemas';
import { answerKeySchema } from './exam-key-schemas';
import { answerSchema, difficultySchema, OUTCOMES, QUESTION_KINDS, questionContentSchema } from './exam-schemas';
import { versionSchema } from './studio-schemas';

/** The part of a question every version carries: what the student sees, the key and the worked answer. */
export const questionBodySchema = z.object({
  marks: z.number().int().min(1).max(100),
  stem: z.string().trim().min(1).max(20_000),
  explanation: z.string().max(20_000),
  content: questionContentSchema,
  key: answerKeySchema,
});
export type QuestionBody = z.infer<typeof questionBodySchema>;

/** Where a question sits in the bank. The paper is chosen once, when the question is written. */
const placeSchema = z.object({ areaId: recordIdSchema(), difficulty: difficultySchema });

export const createQuestionSchema = questionBodySchema.extend(placeSchema.shape).extend({ paper: z.string().min(1).max(80) });
export type CreateQuestion = z.infer<typeof createQuestionSchema>;

/** An edit: a new version when the body changed; the version the editor loaded is checked. */
export const updateQuestionSchema = questionBodySchema.extend(placeSchema.shape).extend({ version: versionSchema });
export type UpdateQuestion = z.infer<typeof updateQuestionSchema>;

export const questionStatusSchema = z.enum(['active', 'retired', 'all']);

export const questionListQuerySchema = z.object({
  paper: z.string().max(80).optional(),
  area: recordIdParam.optional(),
  difficulty: difficultySchema.optional(),
  kind: z.enum(QUESTION_KINDS).optional(),
  q: z.string().max(100).optional(),
  status: questionStatusSchema.default('active'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

const paperRef = z.object({ slug: z.string(), name: z.string() });
const areaRef = z.object({ id: z.number().int(), name: z.string() });

export const questionListItemSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  paper: paperRef,
  area: areaRef,
  difficulty: difficultySchema,
  kind: z.enum(QUESTION_KINDS),
  marks: z.number(),
  /** The stem's opening, for the list. */
  stem: z.string(),
  active: z.boolean(),
  version: z.number().int(),
  /** The current version's number (1, 2, ...). */
  revision: z.number().int(),
  updatedAt: z.string(),
});
export type QuestionListItem = z.infer<typeof questionListItemSchema>;

export const questionListSchema = z.object({
  questions: z.array(questionListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuestionList = z.infer<typeof questionListSchema>;

export const questionRevisionSchema = questionBodySchema.extend({ revision: z.number().int(), createdAt: z.string() });

export const questionDetailSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  paper: paperRef,
  area: areaRef,
  difficulty: difficultySchema,
  active: z.boolean(),
  version: z.number().int(),
  current: questionRevisionSchema,
  /** Earlier versions, newest first: kept because attempts were given them. */
  history: z.array(questionRevisionSchema),
  usage: z.object({ attempts: z.number().int(), exams: z.array(z.object({ slug: z.string(), title: z.string() })) }),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const savedQuestionSchema = z.object({ id: z.number().int(), version: z.number().int(), revision: z.number().int(), newRevision: z.boolean() });
export type SavedQuestion = z.infer<typeof savedQuestionSchema>;

export const questionActiveSchema = z.object({ active: z.boolean(), version: versionSchema });

/** "Check my key": an answer to an unsaved draft, marked by the engine's own marking. */
// The stem and worked answer may still be empty: only the key and the answer matter to the marks.
export const checkKeySchema = z.object({ question: questionBodySchema.extend({ stem: z.string().max(20_000) }), answer: answerSchema });
export type CheckKey = z.infer<typeof checkKeySchema>;
export const checkedKeySchema = z.object({
  marks: z.number(),
  max: z.number(),
  outcome: z.enum(OUTCOMES),
  /** A figure as the marking read it ("−1,200"). */
  echo: z.string().nullable(),
});
export type CheckedKey = z.infer<typeof checkedKeySchema>;

/** The bank's papers and their syllabus areas, for the editor's and builder's pickers. */
export const bankPapersSchema = z.object({
  papers: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      level: z.string(),
      areas: z.array(z.object({ id: z.number().int(), name: z.string(), position: z.number().int() })),
    }),
  ),
});
export type BankPapers = z.infer<typeof bankPapersSchema>;

/** A bulk import's verdict on one cell or row. Row 1 is the header; rows are numbered as a spreadsheet shows them. */
export const importRowErrorSchema = z.object({ row: z.number().int(), column: z.string(), code: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importResultSchema = z.object({
  /** False for a check only (`?dryRun=1`) or when any row was refused: nothing was saved. */
  imported: z.boolean(),
  rows: z.number().int(),
  errors: z.array(importRowErrorSchema),
  questionIds: z.array(z.number().int()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** What a refused import (`import_rows_invalid`) lists in its error's details: every row's problems; nothing was saved. */
export const importRefusalDetailsSchema = importResultSchema.pick({ rows: true, errors: true });

/** The Excel template's type; the other file an import takes is the same table saved as CSV (UTF-8), `text/csv`. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
