import { z } from 'zod';
import { recordIdParams } from '../record-id-schemas';
import {
  bankPapersSchema,
  checkedKeySchema,
  checkKeySchema,
  createQuestionSchema,
  importResultSchema,
  questionActiveSchema,
  questionDetailSchema,
  questionListQuerySchema,
  questionListSchema,
  savedQuestionSchema,
  updateQuestionSchema,
  XLSX_TYPE,
} from '../studio-question-schemas';
import { json, jsonBody, operation } from './operation';

/** The question bank in the studio: list, edit with versions, retire, check a key, bulk import. */

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
  summary: 'Imports questions from the template (.xlsx or CSV): every row checked first, then all saved in one transaction or none',
  request: { query: z.object({ dryRun: z.enum(['0', '1']).optional() }), body: { required: true, content: { 'text/csv': csv, [XLSX_TYPE]: spreadsheet } } },
  responses: {
    200: json(importResultSchema, 'A dry run: the rows and their problems; nothing saved'),
    201: json(importResultSchema, 'Every row imported'),
  },
  errors: {
    400: ['import_file_invalid'],
    413: ['import_too_large'],
    422: { codes: ['import_rows_invalid'], description: 'Some rows have problems (`details`: rows, errors [{ row, column, code, message }]); nothing saved.' },
  },
});
