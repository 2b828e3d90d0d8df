import { z } from 'zod';
import { recordIdParams } from '../record-id-schemas';
import {
  bankPapersSchema,
  bulkActiveSchema,
  bulkMoveSchema,
  bulkResultSchema,
  bulkTagSchema,
  checkedKeySchema,
  checkKeySchema,
  createQuestionSchema,
  importQuerySchema,
  importResultSchema,
  questionActiveSchema,
  questionDetailSchema,
  questionIdsQuerySchema,
  questionIdsSchema,
  questionListQuerySchema,
  questionListSchema,
  questionTagsQuerySchema,
  questionTagsSchema,
  savedQuestionSchema,
  updateQuestionSchema,
  XLSX_TYPE,
} from '../studio-question-schemas';
import { json, jsonBody, operation } from './operation';

/** The question bank in the studio: list, edit with versions, retire, check a key, bulk import, tags and bulk actions. */

const tags = ['Admin: studio'];
const questionProblems = ['question_options_invalid', 'question_layout_invalid', 'question_key_mismatch', 'question_marks_mismatch'] as const;
const unfit = {
  codes: [...questionProblems, 'explanation_required', 'question_area_invalid'],
  description: 'The question cannot be sat or marked as written (`details.field` and `details.problems`: every problem), or its area is not its paper’s.',
} as const;
const spreadsheet = { schema: { type: 'string', format: 'binary' } } as const;
const csv = { schema: { type: 'string' } } as const;

export const listQuestions = operation({
  method: 'get',
  path: '/admin/studio/questions',
  audience: 'admin',
  tags,
  summary: 'The question bank, filtered',
  request: { query: questionListQuerySchema },
  responses: { 200: json(questionListSchema, 'A page of questions') },
});

export const bankPapers = operation({
  method: 'get',
  path: '/admin/studio/questions/papers',
  audience: 'admin',
  tags,
  summary: 'Papers and their syllabus areas',
  responses: { 200: json(bankPapersSchema, 'The papers') },
});

export const getQuestion = operation({
  method: 'get',
  path: '/admin/studio/questions/{id}',
  audience: 'admin',
  tags,
  summary: 'One question: current version, history and usage',
  request: { params: recordIdParams },
  responses: { 200: json(questionDetailSchema, 'The question') },
  errors: { 404: ['bank_question_not_found'] },
});

export const createQuestion = operation({
  method: 'post',
  path: '/admin/studio/questions',
  audience: 'admin',
  tags,
  summary: 'Adds a question to the bank',
  request: { body: jsonBody(createQuestionSchema) },
  responses: { 201: json(savedQuestionSchema, 'Saved as version 1') },
  errors: { 400: unfit, 404: ['subject_not_found'] },
});

export const updateQuestion = operation({
  method: 'put',
  path: '/admin/studio/questions/{id}',
  audience: 'admin',
  tags,
  summary: 'Edits a question: a changed body becomes a new version; attempts keep theirs',
  request: { params: recordIdParams, body: jsonBody(updateQuestionSchema) },
  responses: { 200: json(savedQuestionSchema, 'Saved') },
  errors: {
    400: unfit,
    404: ['bank_question_not_found'],
    409: {
      codes: ['edit_conflict', 'blueprint_unfillable'],
      description: 'Another admin saved first (`details.currentVersion`), or the move to another area or difficulty would leave a published exam short (`details.exams`).',
    },
  },
});

export const setQuestionActive = operation({
  method: 'post',
  path: '/admin/studio/questions/{id}/active',
  audience: 'admin',
  tags,
  summary: 'Retires a question from the bank or restores it',
  request: { params: recordIdParams, body: jsonBody(questionActiveSchema) },
  responses: { 200: json(z.object({ version: z.number().int() }), 'Saved') },
  errors: {
    404: ['studio_item_not_found'],
    409: {
      codes: ['edit_conflict', 'blueprint_unfillable'],
      description: 'Another admin saved first (`details.currentVersion`), or retiring it would leave a published exam short (`details.exams`).',
    },
  },
});

export const checkKey = operation({
  method: 'post',
  path: '/admin/studio/questions/check-key',
  audience: 'admin',
  tags,
  summary: 'Marks an answer to an unsaved question with the engine’s own marking',
  request: { body: jsonBody(checkKeySchema) },
  responses: { 200: json(checkedKeySchema, 'The marks it gets') },
  errors: { 400: { codes: [...questionProblems, 'answer_invalid'], description: 'A problem with the question (`details.problems`), or the answer does not fit it.' } },
});

export const importTemplateCsv = operation({
  method: 'get',
  path: '/admin/studio/questions/import/template.csv',
  audience: 'admin',
  tags,
  summary: 'The CSV template for a bulk import',
  responses: { 200: { description: 'The template', content: { 'text/csv': csv } } },
});

export const importTemplateXlsx = operation({
  method: 'get',
  path: '/admin/studio/questions/import/template.xlsx',
  audience: 'admin',
  tags,
  summary: 'The Excel template for a bulk import',
  responses: { 200: { description: 'The template', content: { [XLSX_TYPE]: spreadsheet } } },
});

export const importQuestions = operation({
  method: 'post',
  path: '/admin/studio/questions/import',
  audience: 'admin',
  tags,
  summary: 'Imports questions of all six kinds from the template (.xlsx or CSV): every row checked and every duplicate stem found first, then all saved in one transaction or none',
  request: { query: importQuerySchema, body: { required: true, content: { 'text/csv': csv, [XLSX_TYPE]: spreadsheet } } },
  responses: {
    200: json(importResultSchema, 'A dry run: the questions read, their problems and their duplicates; nothing saved'),
    201: json(importResultSchema, 'Imported: every question but the duplicates chosen to be skipped'),
  },
  errors: {
    400: ['import_file_invalid'],
    409: {
      codes: ['import_duplicates_unresolved'],
      description: 'A duplicate has no choice, or a row chosen for is not a duplicate (`details`: undecided, notDuplicates, questions); nothing saved.',
    },
    413: ['import_too_large'],
    422: { codes: ['import_rows_invalid'], description: 'Some rows have problems (`details`: rows, errors [{ row, column, code, message }], questions, examples); nothing saved.' },
  },
});

export const questionTags = operation({
  method: 'get',
  path: '/admin/studio/questions/tags',
  audience: 'admin',
  tags,
  summary: 'The bank’s tags, with how many questions carry each',
  request: { query: questionTagsQuerySchema },
  responses: { 200: json(questionTagsSchema, 'The tags, A to Z') },
});

export const questionIds = operation({
  method: 'get',
  path: '/admin/studio/questions/ids',
  audience: 'admin',
  tags,
  summary: 'The ids of every question the list’s filters keep (up to 500), for selecting them all',
  request: { query: questionIdsQuerySchema },
  responses: { 200: json(questionIdsSchema, 'The ids and how many match') },
});

const bulkRefused = { 404: { codes: ['bank_question_not_found'], description: 'An id is not a question of the bank (`details.ids`); nothing changed.' } } as const;

export const bulkSetActive = operation({
  method: 'post',
  path: '/admin/studio/questions/bulk/active',
  audience: 'admin',
  tags,
  summary: 'Retires or restores the selected questions in one transaction; a question a published exam needs is refused alone, with why',
  request: { body: jsonBody(bulkActiveSchema) },
  responses: { 200: json(bulkResultSchema, 'How many changed, how many were so already, and each refused question with its reason') },
  errors: bulkRefused,
});

export const bulkTag = operation({
  method: 'post',
  path: '/admin/studio/questions/bulk/tags',
  audience: 'admin',
  tags,
  summary: 'Adds a tag to the selected questions or takes it off them, in one transaction',
  request: { body: jsonBody(bulkTagSchema) },
  responses: { 200: json(bulkResultSchema, 'How many changed, how many had it (or lacked it) already, and each refused question') },
  errors: bulkRefused,
});

export const bulkMove = operation({
  method: 'post',
  path: '/admin/studio/questions/bulk/area',
  audience: 'admin',
  tags,
  summary: 'Moves the selected questions to another syllabus area of their paper, in one transaction',
  request: { body: jsonBody(bulkMoveSchema) },
  responses: { 200: json(bulkResultSchema, 'How many moved, how many were there already, and each refused question with its reason') },
  errors: { ...bulkRefused, 400: { codes: ['question_area_invalid'], description: 'There is no such syllabus area.' } },
});
