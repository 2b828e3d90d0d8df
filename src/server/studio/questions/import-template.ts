import type { Db } from '../../db/database';
import { toCsvRow } from './csv';
import { IMPORT_COLUMNS } from './import-columns';

/** The template's rows: the header and one example of each kind the import takes, for a real paper and area. */
export async function importTemplateRows(db: Db): Promise<string[][]> {
  const paper = await db.selectFrom('subjects').select(['id', 'slug']).orderBy('position').orderBy('id').executeTakeFirst();
  const area = paper ? await db.selectFrom('syllabus_areas').select('name').where('subject_id', '=', paper.id).orderBy('position').executeTakeFirst() : undefined;
  const [slug, areaName] = [paper?.slug ?? 'accounting', area?.name ?? '1'];
  const example = (values: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>) => IMPORT_COLUMNS.map((c) => values[c] ?? '');
  return [
    [...IMPORT_COLUMNS],
    example({
      paper: slug,
      area: areaName,
      difficulty: 'foundation',
      kind: 'single',
      marks: '2',
      stem: 'Which side of the ledger records an increase in an asset?',
      options: 'Debit | Credit | Either side | Neither side',
      correct: 'A',
      explanation: 'Assets increase on the debit side: a debit records what the business owns or is owed.',
    }),
    example({
      paper: slug,
      area: areaName,
      difficulty: 'standard',
      kind: 'multi',
      marks: '2',
      stem: 'Which TWO of the following are current assets?',
      options: 'Inventory | Share capital | Trade receivables | Bank loan repayable in 5 years',
      correct: 'A, C',
      partial_credit: 'yes',
      explanation: 'Inventory and trade receivables turn into cash within the operating cycle; share capital is equity and a five-year loan is a non-current liability.',
    }),
    example({
      paper: slug,
      area: areaName,
      difficulty: 'standard',
      kind: 'number',
      marks: '2',
      stem: 'A machine costs Tk 120,000 and is depreciated straight line over 10 years with no residual value. What is the annual depreciation charge?',
      answer: '12,000',
      prefix: 'Tk',
      explanation: 'Straight-line depreciation is cost less residual value, divided by the useful life: Tk 120,000 ÷ 10 = Tk 12,000 a year.',
    }),
  ];
}

/** The template as CSV. */
export async function importTemplateCsv(db: Db): Promise<string> {
  return `${(await importTemplateRows(db)).map(toCsvRow).join('\r\n')}\r\n`;
}
