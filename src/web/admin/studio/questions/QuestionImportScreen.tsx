import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ImportResult } from '../../../../contracts/studio-question-schemas';
import { errorText } from '../../../api/error-text';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { DataTable, type Column } from '../../ui/DataTable';
import { Panel } from '../../ui/Panel';
import { StudioNav } from '../StudioNav';
import { TEMPLATE_CSV_URL, TEMPLATE_XLSX_URL, uploadImport } from './questions-api';

type Problem = ImportResult['errors'][number];

/** A problem of the file: where it is (row, column) and why. */
const PROBLEM_COLUMNS: Column<Problem>[] = [
  { header: 'Row', phoneLabel: 'Row', className: 'font-semibold', cell: (e) => e.row },
  { header: 'Column', phoneLabel: 'Column', cell: (e) => e.column },
  { header: 'Problem', cell: (e) => e.message },
];

/**
 * Bulk import: download the template, fill it in a spreadsheet, upload it.
 * Every row is checked first and its problems listed (row, column, why);
 * only a file without problems can be imported, and all of it at once.
 */
export default function QuestionImportScreen() {
  const { basePath } = useAdmin();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const result = await uploadImport(file, dryRun);
      if (result.imported) setDone(result);
      setChecked(result);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageMeta title="Import questions" />
      <AdminHeading title="Import questions" intro="Add many questions at once from a spreadsheet. Nothing is saved until every row is right.">
        <Link to={`${basePath}/studio/questions`} className={buttonClass('secondary', 'sm')}>
          Back to the bank
        </Link>
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title="1. Download the template">
          <p className="text-sm text-slate-700">
            One question a row: single answer, multiple response and number entry. Options are separated by <code>|</code>; the correct answer is its letter (A, or A, C for several); a tolerance is
            empty for exact, <code>5</code>, <code>2%</code> or <code>100..120</code>. Tables, journals and written answers are written in the editor.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={TEMPLATE_XLSX_URL} download className={buttonClass('secondary', 'sm')}>
              <Download aria-hidden="true" className="h-4 w-4" /> Excel template (.xlsx)
            </a>
            <a href={TEMPLATE_CSV_URL} download className={buttonClass('secondary', 'sm')}>
              <Download aria-hidden="true" className="h-4 w-4" /> CSV template
            </a>
          </div>
        </Panel>
        <Panel title="2. Upload it and check">
          <label htmlFor="import-file" className="block text-sm font-semibold text-ink">
            The filled template (.xlsx, or CSV saved as UTF-8)
          </label>
          <input
            id="import-file"
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="mt-2 block w-full text-sm"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setChecked(null);
              setDone(null);
              setError(null);
            }}
          />
          <Button icon={Upload} className="mt-4" busy={busy} disabled={!file} onClick={() => void run(true)}>
            Check the file
          </Button>
        </Panel>
      </div>
      <div aria-live="polite" className="mt-6 grid gap-4">
        {error && <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">{error}</p>}
        {done && (
          <p className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
            Imported {done.questionIds.length} question{done.questionIds.length === 1 ? '' : 's'}.{' '}
            <Link className="underline" to={`${basePath}/studio/questions`}>
              See them in the bank
            </Link>
          </p>
        )}
        {checked && !done && checked.errors.length === 0 && (
          <Panel title="3. Import">
            <p className="text-sm text-slate-700">All {checked.rows} rows are ready.</p>
            <Button variant="primary" className="mt-3" busy={busy} onClick={() => void run(false)}>
              Import all {checked.rows}
            </Button>
          </Panel>
        )}
        {checked && checked.errors.length > 0 && (
          <Panel title={`${checked.errors.length} problem${checked.errors.length === 1 ? '' : 's'} in ${new Set(checked.errors.map((e) => e.row)).size} of ${checked.rows} rows: nothing was saved`}>
            <DataTable caption="Problems in the file" className="" columns={PROBLEM_COLUMNS} rows={checked.errors} rowKey={(e) => `${e.row}-${e.column}-${e.message}`} />
            <p className="mt-3 text-sm text-slate-600">Fix these rows in the spreadsheet, save it and choose the file again.</p>
          </Panel>
        )}
      </div>
    </>
  );
}
