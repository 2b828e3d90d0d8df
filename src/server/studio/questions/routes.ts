import { bodyLimit } from 'hono/body-limit';
import * as api from '../../../contracts/api/studio-questions';
import { XLSX_TYPE } from '../../../contracts/studio-question-schemas';
import { actorOf } from '../../access/admin-gate';
import { mount } from '../../access/mount';
import { AppError } from '../../errors';
import { createApiRouter } from '../../http/api-router';
import { bankPapers } from './bank-papers';
import { bulkMove } from './bulk-move';
import { bulkSetActive } from './bulk-set-active';
import { bulkTag } from './bulk-tag';
import { checkKey } from './check-key';
import { createQuestion } from './create-question';
import { getQuestion } from './get-question';
import { MAX_IMPORT_BYTES } from './import-columns';
import { importQuestions } from './import-questions';
import { importTemplateCsv, importTemplateRows } from './import-template';
import { listQuestionIds } from './list-question-ids';
import { listQuestionTags } from './list-question-tags';
import { listQuestions } from './list-questions';
import { setQuestionActive } from './set-question-active';
import { templateWorkbook } from './template-workbook';
import { updateQuestion } from './update-question';

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('import_file_invalid', 'The file is not UTF-8 text. Save it from the spreadsheet as "CSV UTF-8".');
  }
}

/** An import's bytes are counted as they stream in and cut off at the limit (the API's own cap leaves upload routes to this). */
const importLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES,
  onError: () => {
    throw new AppError('import_too_large');
  },
});

/** The question bank in the studio: list, edit with versions, retire, check a key, bulk import, tags and bulk actions. */
export function questionStudioRoutes() {
  const router = createApiRouter();
  mount(router, api.listQuestions, async (c) => c.json(await listQuestions(c.var.db, c.req.valid('query')), 200));
  mount(router, api.bankPapers, async (c) => c.json(await bankPapers(c.var.db), 200));
  mount(router, api.questionTags, async (c) => c.json(await listQuestionTags(c.var.db, c.req.valid('query')), 200));
  mount(router, api.questionIds, async (c) => c.json(await listQuestionIds(c.var.db, c.req.valid('query')), 200));
  mount(router, api.checkKey, async (c) => c.json(checkKey(c.req.valid('json')), 200));
  mount(router, api.importTemplateCsv, async (c) => {
    const csv = await importTemplateCsv(c.var.db);
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="hisab-questions-template.csv"' });
  });
  mount(router, api.importTemplateXlsx, async (c) => {
    const bytes = await templateWorkbook(await importTemplateRows(c.var.db), (await bankPapers(c.var.db)).papers);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="hisab-questions-template.xlsx"' });
  });
  mount(
    router,
    api.importQuestions,
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'text/csv' && type !== 'text/plain' && type !== XLSX_TYPE) throw new AppError('import_file_invalid', 'Upload the template saved as .xlsx or as CSV (UTF-8).');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const file = type === XLSX_TYPE ? ({ type: 'xlsx', bytes } as const) : ({ type: 'csv', text: utf8(bytes) } as const);
      const result = await importQuestions(c.var.db, c.var.services.exams, { actor: actorOf(c), file, query: c.req.valid('query') });
      return result.imported ? c.json(result, 201) : c.json(result, 200);
    },
    importLimit,
  );
  mount(router, api.bulkSetActive, async (c) => c.json(await bulkSetActive(c.var.db, c.var.services.exams, { actor: actorOf(c), ...c.req.valid('json') }), 200));
  mount(router, api.bulkTag, async (c) => c.json(await bulkTag(c.var.db, { actor: actorOf(c), ...c.req.valid('json') }), 200));
  mount(router, api.bulkMove, async (c) => c.json(await bulkMove(c.var.db, c.var.services.exams, { actor: actorOf(c), ...c.req.valid('json') }), 200));
  mount(router, api.getQuestion, async (c) => c.json(await getQuestion(c.var.db, c.req.valid('param').id), 200));
  mount(router, api.createQuestion, async (c) => c.json(await createQuestion(c.var.db, c.var.services.exams, { actor: actorOf(c), input: c.req.valid('json') }), 201));
  mount(router, api.updateQuestion, async (c) => c.json(await updateQuestion(c.var.db, c.var.services.exams, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  mount(router, api.setQuestionActive, async (c) => {
    const input = c.req.valid('json');
    return c.json(await setQuestionActive(c.var.db, c.var.services.exams, { actor: actorOf(c), id: c.req.valid('param').id, active: input.active, version: input.version }), 200);
  });
  return router;
}
