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

/** A question carries up to this many tags, each up to MAX_TAG_LENGTH characters. */
export const MAX_TAGS_PER_QUESTION = 20;
export const MAX_TAG_LENGTH = 40;
/** A tag as it is kept and compared: trimmed, each run of spaces one space (letters keep their case; a match ignores it). */
export const normaliseTag = (text: string): string => text.trim().replace(/\s+/g, ' ');
/** A tag as an admin types it: words, figures and signs, but no comma or bar (they separate tags in the import's tags column). */
export const tagSchema = z
  .string()
  .trim()
  .min(1, 'Write the tag.')
  .max(MAX_TAG_LENGTH, `A tag is at most ${MAX_TAG_LENGTH} characters.`)
  .regex(/^[^,|]+$/, 'A tag cannot hold a comma or a | (they separate tags in the import file).');

export const questionListQuerySchema = z.object({
  paper: z.string().max(80).optional(),
  area: recordIdParam.optional(),
  difficulty: difficultySchema.optional(),
  kind: z.enum(QUESTION_KINDS).optional(),
  /** Questions carrying this tag (any case). */
  tag: z.string().max(MAX_TAG_LENGTH).optional(),
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
  /** Its tags, A to Z. */
  tags: z.array(z.string()),
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

/** What a question of the file repeats: a question of the bank of the same paper, or an earlier row of the file. */
export const importDuplicateSchema = z.discriminatedUnion('of', [
  z.object({ of: z.literal('bank'), questionId: z.number().int(), ref: z.string(), stem: z.string(), active: z.boolean() }),
  z.object({ of: z.literal('file'), row: z.number().int() }),
]);
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/** One question of the file as the check read it. */
export const importedQuestionSchema = z.object({
  /** Its question row, and its last part row (the same for a one-row question). */
  row: z.number().int(),
  lastRow: z.number().int(),
  kind: z.string(),
  paper: z.string().nullable(),
  area: z.string().nullable(),
  /** The stem's opening. */
  stem: z.string(),
  marks: z.number().nullable(),
  tags: z.array(z.string()),
  /** No problem in any of its rows. */
  ready: z.boolean(),
  /** Its stem, read without case, spacing or punctuation, matches this: the admin skips it or imports it anyway. */
  duplicate: importDuplicateSchema.nullable(),
  /** After an import: the question it became, or null when it was skipped. */
  questionId: z.number().int().nullable(),
});
export type ImportedQuestion = z.infer<typeof importedQuestionSchema>;

export const importResultSchema = z.object({
  /** False for a check only (`?dryRun=1`) or when any row was refused: nothing was saved. */
  imported: z.boolean(),
  /** Rows with something in them, below the header (example rows included). */
  rows: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** The questions added, in the file's order. */
  questionIds: z.array(z.number().int()),
  questions: z.array(importedQuestionSchema),
  /** Rows passed over as the template's examples. */
  examples: z.array(z.number().int()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** What a refused import (`import_rows_invalid`) lists in its error's details: every row's problems and every question read; nothing was saved. */
export const importRefusalDetailsSchema = importResultSchema.pick({ rows: true, errors: true, questions: true, examples: true });

/** Rows as a list in the query: "5,12,40". */
const rowListSchema = z
  .string()
  .max(8_000)
  .regex(/^(\d{1,6}(,\d{1,6})*)?$/, 'List rows as numbers with commas between them: 5,12,40.');

/**
 * An import's choices. A question whose stem repeats the bank's or an
 * earlier row's is skipped or imported anyway: rows in `skip` or `keep`,
 * the rest as `duplicates` says. A real import with a duplicate left
 * undecided, or a row named that is not a duplicate, is refused
 * (`import_duplicates_unresolved`), so choices made for another file or
 * an older bank never apply to this one.
 */
export const importQuerySchema = z.object({
  dryRun: z.enum(['0', '1']).optional(),
  duplicates: z.enum(['skip', 'keep']).optional(),
  skip: rowListSchema.optional(),
  keep: rowListSchema.optional(),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/** The details of `import_duplicates_unresolved`: duplicates with no choice, rows chosen for that are not duplicates, and the file as read now. */
export const importUnresolvedDetailsSchema = z.object({
  undecided: z.array(z.number().int()),
  notDuplicates: z.array(z.number().int()),
  questions: z.array(importedQuestionSchema),
});

/** The bank's tags with how many questions carry each, A to Z. */
export const questionTagsSchema = z.object({ tags: z.array(z.object({ tag: z.string(), questions: z.number().int() })) });
export type QuestionTags = z.infer<typeof questionTagsSchema>;
export const questionTagsQuerySchema = z.object({ paper: z.string().max(80).optional() });

/** A bulk action takes up to this many questions at once. */
export const MAX_BULK_QUESTIONS = 500;
const selectionSchema = z.array(recordIdSchema()).min(1, 'Select at least one question.').max(MAX_BULK_QUESTIONS, `Select at most ${MAX_BULK_QUESTIONS} questions at once.`);

/** Every question matching the bank list's filters, for "select all": up to MAX_BULK_QUESTIONS ids, newest change first, and how many match. */
export const questionIdsQuerySchema = questionListQuerySchema.omit({ page: true });
export type QuestionIdsQuery = z.input<typeof questionIdsQuerySchema>;
/** The list's filters as read, the status filled in. */
export type QuestionFilters = z.output<typeof questionIdsQuerySchema>;
export const questionIdsSchema = z.object({ ids: z.array(z.number().int()), total: z.number().int() });

export const bulkActiveSchema = z.object({ ids: selectionSchema, active: z.boolean() });
export const bulkTagSchema = z.object({ ids: selectionSchema, tag: tagSchema, action: z.enum(['add', 'remove']) });
export const bulkMoveSchema = z.object({ ids: selectionSchema, areaId: recordIdSchema('Choose the area to move the questions to.') });
export type BulkActive = z.infer<typeof bulkActiveSchema>;
export type BulkTag = z.infer<typeof bulkTagSchema>;
export type BulkMove = z.infer<typeof bulkMoveSchema>;

/** A question a bulk action left as it was, and why (a code from the error catalogue and its sentence). */
export const bulkRefusalSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  stem: z.string(),
  code: z.string(),
  message: z.string(),
  /** For `blueprint_unfillable`: the published exams it would leave short. */
  exams: z.array(z.object({ id: z.number().int(), title: z.string() })).optional(),
});
export type BulkRefusal = z.infer<typeof bulkRefusalSchema>;

export const bulkResultSchema = z.object({
  /** Questions the action changed. */
  changed: z.number().int(),
  /** Questions that were so already (retired, restored, tagged, untagged, in that area). */
  unchanged: z.number().int(),
  refused: z.array(bulkRefusalSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The Excel template's type; the other file an import takes is the same table saved as CSV (UTF-8), `text/csv`. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
