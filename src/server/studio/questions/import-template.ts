import type { Db } from '../../db/database';
import { toCsvRow } from './csv';
import { IMPORT_COLUMNS, type ImportColumn } from './import-columns';

type Cells = Partial<Record<ImportColumn, string>>;
const row = (values: Cells) => IMPORT_COLUMNS.map((c) => values[c] ?? '');

/**
 * The template's example questions, one of each kind, for a real paper and
 * area. Every one of their rows says "example", so a tutor may fill the
 * template below them and upload it as it is: they are never imported.
 */
export async function exampleRows(db: Db): Promise<string[][]> {
  const paper = await db.selectFrom('subjects').select(['id', 'slug']).orderBy('position').orderBy('id').executeTakeFirst();
  const area = paper ? await db.selectFrom('syllabus_areas').select('name').where('subject_id', '=', paper.id).orderBy('position').executeTakeFirst() : undefined;
  const question = (values: Cells) => row({ example: 'example', paper: paper?.slug ?? 'accounting', area: area?.name ?? '1', ...values });
  const part = (values: Cells) => row({ example: 'example', ...values });
  return [
    question({
      difficulty: 'foundation',
      kind: 'single',
      marks: '2',
      stem: 'Which side of the ledger records an increase in an asset?',
      explanation: 'Assets increase on the debit side: a debit records what the business owns or is owed.',
      tags: 'double entry',
      options: 'Debit | Credit | Either side | Neither side',
      correct: 'A',
    }),
    question({
      difficulty: 'standard',
      kind: 'multi',
      marks: '2',
      stem: 'Which TWO of the following are current assets?',
      explanation: 'Inventory and trade receivables turn into cash within the operating cycle; share capital is equity and a five-year loan is a non-current liability.',
      tags: 'statement of financial position',
      options: 'Inventory | Share capital | Trade receivables | Bank loan repayable in 5 years',
      correct: 'A, C',
      partial_credit: 'yes',
    }),
    question({
      difficulty: 'standard',
      kind: 'number',
      marks: '2',
      stem: 'A machine costs Tk 120,000 and is depreciated straight line over 10 years with no residual value. What is the annual depreciation charge?',
      explanation: 'Straight-line depreciation is cost less residual value, divided by the useful life: Tk 120,000 ÷ 10 = Tk 12,000 a year.',
      tags: 'IAS 16, depreciation',
      answer: '12,000',
      prefix: 'Tk',
    }),
    question({
      difficulty: 'standard',
      kind: 'table',
      stem: 'Complete the statement of profit or loss of Karim Traders for the year ended 30 June 2025.',
      explanation:
        'Cost of sales comes off revenue to give gross profit (Tk 250,000 − Tk 150,000 = Tk 100,000); operating expenses then give the operating profit (Tk 100,000 − Tk 40,000 = Tk 60,000).',
      tags: 'IAS 1',
    }),
    part({ part: 'columns', cell_1: 'Line', cell_2: 'Tk' }),
    part({ part: 'row', cell_1: 'Revenue', cell_2: '250,000' }),
    part({ part: 'row', cell_1: '[*Cost of sales | Distribution costs | Administrative expenses]', cell_2: '(150,000)' }),
    part({ part: 'row', cell_1: 'Gross profit', cell_2: '[100,000]' }),
    part({ part: 'row', cell_1: 'Operating expenses', cell_2: '(40,000)' }),
    part({ part: 'row', cell_1: 'Operating profit', cell_2: '[60,000; 2 marks]' }),
    question({
      difficulty: 'foundation',
      kind: 'journal',
      stem: 'On 30 June 2025 Karim Traders charges a year’s depreciation of Tk 20,000 on its delivery van. Record the journal entry.',
      explanation: 'Depreciation is an expense (debit) and builds up the accumulated depreciation that is set against the van (credit); no cash moves.',
      tags: 'IAS 16, journals',
      options: 'Delivery van | Depreciation expense | Cash | Accumulated depreciation',
      extra_line_penalty: '1',
      unbalanced_penalty: '1',
    }),
    part({ part: 'line', text: 'Depreciation expense', debit: '20,000', marks: '1' }),
    part({ part: 'line', text: 'Accumulated depreciation', credit: '20,000', marks: '1' }),
    question({
      difficulty: 'challenging',
      kind: 'written',
      stem: 'Explain the going concern basis of accounting, and give two indicators that it may not be appropriate for an entity.',
      explanation:
        'Financial statements assume the entity will continue in operation for the foreseeable future; signs of doubt include net current liabilities, loan defaults and the loss of a major customer.',
      tags: 'IAS 1, going concern',
      workings: 'no',
    }),
    part({ part: 'point', text: 'Defines going concern: the entity will continue in operation for the foreseeable future', marks: '2' }),
    part({ part: 'point', text: 'Explains that assets and liabilities are then carried on that basis, not at break-up values', marks: '1' }),
    part({ part: 'point', text: 'Gives one indicator of doubt, such as net current liabilities', marks: '1' }),
    part({ part: 'point', text: 'Gives a second indicator, such as default on loan repayments or the loss of a major customer', marks: '1' }),
  ];
}

/** The template's Questions sheet: the header and the example questions. */
export async function importTemplateRows(db: Db): Promise<string[][]> {
  return [[...IMPORT_COLUMNS], ...(await exampleRows(db))];
}

/** The template as CSV. */
export async function importTemplateCsv(db: Db): Promise<string> {
  return `${(await importTemplateRows(db)).map(toCsvRow).join('\r\n')}\r\n`;
}
