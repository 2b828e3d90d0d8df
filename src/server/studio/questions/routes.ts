import { recordIdParams } from '../../../contracts/record-id-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
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
} from '../../../contracts/studio-question-schemas';
import { actorOf } from '../../access/admin-gate';
import { AppError } from '../../errors';
import { createApiRouter } from '../../http/api-router';
import { body, failure, json, refusals } from '../route-helpers';
import { bankPapers } from './bank-papers';
import { checkKey } from './check-key';
import { createQuestion } from './create-question';
import { getQuestion } from './get-question';
import { MAX_IMPORT_BYTES } from './import-columns';
import { importQuestions } from './import-questions';
import { importTemplateCsv, importTemplateRows } from './import-template';
import { listQuestions } from './list-questions';
import { setQuestionActive } from './set-question-active';
import { updateQuestion } from './update-question';
import { writeXlsx, XLSX_TYPE } from './xlsx';

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('import_file_invalid', 'The file is not UTF-8 text. Save it from the spreadsheet as "CSV UTF-8".');
  }
}

const tags = ['Admin: studio'];
const idParams = recordIdParams;
const problems = failure('`question_options_invalid`, `question_layout_invalid`, `question_key_mismatch`, `question_marks_mismatch`, `explanation_required`, `question_area_invalid` or `validation_failed` (details: field and every problem)');

const listRoute = createRoute({ method: 'get', path: '/admin/studio/questions', tags, summary: 'The question bank, filtered', request: { query: questionListQuerySchema }, responses: { 200: json(questionListSchema, 'A page of questions'), ...refusals } });
const papersRoute = createRoute({ method: 'get', path: '/admin/studio/questions/papers', tags, summary: 'Papers and their syllabus areas', responses: { 200: json(bankPapersSchema, 'The papers'), ...refusals } });
const getRoute = createRoute({
  method: 'get', path: '/admin/studio/questions/{id}', tags, summary: 'One question: current version, history and usage', request: { params: idParams },
  responses: { 200: json(questionDetailSchema, 'The question'), ...refusals, 404: failure('`bank_question_not_found`') },
});
const createQuestionRoute = createRoute({
  method: 'post', path: '/admin/studio/questions', tags, summary: 'Adds a question to the bank', request: body(createQuestionSchema),
  responses: { 201: json(savedQuestionSchema, 'Saved as version 1'), 400: problems, ...refusals, 404: failure('`subject_not_found`') },
});
const updateRoute = createRoute({
  method: 'put', path: '/admin/studio/questions/{id}', tags, summary: 'Edits a question: a changed body becomes a new version; attempts keep theirs', request: { params: idParams, ...body(updateQuestionSchema) },
  responses: { 200: json(savedQuestionSchema, 'Saved'), 400: problems, ...refusals, 404: failure('`bank_question_not_found`'), 409: failure('`edit_conflict` (details: currentVersion)') },
});
const activeRoute = createRoute({
  method: 'post', path: '/admin/studio/questions/{id}/active', tags, summary: 'Retires a question from the bank or restores it', request: { params: idParams, ...body(questionActiveSchema) },
  responses: { 200: json(z.object({ version: z.number().int() }), 'Saved'), ...refusals, 404: failure('`studio_item_not_found`'), 409: failure('`edit_conflict`') },
});
const checkRoute = createRoute({
  method: 'post', path: '/admin/studio/questions/check-key', tags, summary: 'Marks an answer to an unsaved question with the engine’s own marking', request: body(checkKeySchema),
  responses: { 200: json(checkedKeySchema, 'The marks it gets'), 400: failure('A problem with the question, or `answer_invalid`'), ...refusals },
});
const templateRoute = createRoute({
  method: 'get', path: '/admin/studio/questions/import/template.csv', tags, summary: 'The CSV template for a bulk import',
  responses: { 200: { description: 'The template', content: { 'text/csv': { schema: { type: 'string' } } } }, ...refusals },
});
const xlsxTemplateRoute = createRoute({
  method: 'get', path: '/admin/studio/questions/import/template.xlsx', tags, summary: 'The Excel template for a bulk import',
  responses: { 200: { description: 'The template', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } }, ...refusals },
});
const importRoute = createRoute({
  method: 'post', path: '/admin/studio/questions/import', tags,
  summary: 'Imports questions from the template (.xlsx or CSV): every row checked first, then all saved in one transaction or none',
  middleware: [bodyLimit({ maxSize: MAX_IMPORT_BYTES, onError: () => { throw new AppError('import_too_large'); } })] as const,
  request: { query: z.object({ dryRun: z.enum(['0', '1']).optional() }), body: { required: true, content: { 'text/csv': { schema: { type: 'string' } }, [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } } },
  responses: {
    200: json(importResultSchema, 'A dry run: the rows and their problems; nothing saved'),
    201: json(importResultSchema, 'Every row imported'),
    400: failure('`import_file_invalid`'),
    ...refusals,
    413: failure('`import_too_large`'),
    422: failure('`import_rows_invalid` (details: rows, errors [{ row, column, code, message }]); nothing saved'),
  },
});

/** The question bank in the studio: list, edit with versions, retire, check a key, bulk import. */
export function questionStudioRoutes() {
  const router = createApiRouter();
  router.openapi(listRoute, async (c) => c.json(await listQuestions(c.var.db, c.req.valid('query')), 200));
  router.openapi(papersRoute, async (c) => c.json(await bankPapers(c.var.db), 200));
  router.openapi(checkRoute, async (c) => c.json(checkKey(c.req.valid('json')), 200));
  router.openapi(templateRoute, async (c) => {
    const csv = await importTemplateCsv(c.var.db);
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="hisab-questions-template.csv"' });
  });
  router.openapi(xlsxTemplateRoute, async (c) => {
    const bytes = await writeXlsx(await importTemplateRows(c.var.db));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="hisab-questions-template.xlsx"' });
  });
  router.openapi(importRoute, async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/csv' && type !== 'text/plain' && type !== XLSX_TYPE) throw new AppError('import_file_invalid', 'Upload the template saved as .xlsx or as CSV (UTF-8).');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const dryRun = c.req.valid('query').dryRun === '1';
    const result = await importQuestions(c.var.db, c.var.services.exams, { actor: actorOf(c), file: type === XLSX_TYPE ? { type: 'xlsx', bytes } : { type: 'csv', text: utf8(bytes) }, dryRun });
    return result.imported ? c.json(result, 201) : c.json(result, 200);
  });
  router.openapi(getRoute, async (c) => c.json(await getQuestion(c.var.db, c.req.valid('param').id), 200));
  router.openapi(createQuestionRoute, async (c) => c.json(await createQuestion(c.var.db, c.var.services.exams, { actor: actorOf(c), input: c.req.valid('json') }), 201));
  router.openapi(updateRoute, async (c) => c.json(await updateQuestion(c.var.db, c.var.services.exams, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  router.openapi(activeRoute, async (c) => {
    const input = c.req.valid('json');
    return c.json(await setQuestionActive(c.var.db, c.var.services.exams, { actor: actorOf(c), id: c.req.valid('param').id, active: input.active, version: input.version }), 200);
  });
  return router;
}
