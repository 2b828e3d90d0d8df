import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ImportResult } from '../../../../contracts/studio-question-schemas';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading, Panel } from '../../ui';
import { StudioNav } from '../StudioNav';
import { primaryButton, smallButton } from './form-ui';
import { TEMPLATE_CSV_URL, TEMPLATE_XLSX_URL, uploadImport } from './questions-api';

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
      setError(e instanceof Error ? e.message : 'The upload failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageMeta title="Import questions" />
      <AdminHeading title="Import questions" intro="Add many questions at once from a spreadsheet. Nothing is saved until every row is right.">
        <Link to={`${basePath}/studio/questions`} className={smallButton}>
          Back to the bank
        </Link>
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title="1. Download the template">
          <p className="text-sm text-slate-700">
            One question a row: single answer, multiple response and number entry. Options are separated by <code>|</code>; the correct answer is its letter (A, or A, C for several);
            a tolerance is empty for exact, <code>5</code>, <code>2%</code> or <code>100..120</code>. Tables, journals and written answers are written in the editor.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={TEMPLATE_XLSX_URL} download className={smallButton}>
              <Download aria-hidden="true" className="h-4 w-4" /> Excel template (.xlsx)
            </a>
            <a href={TEMPLATE_CSV_URL} download className={smallButton}>
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
          <button type="button" className={`${smallButton} mt-4`} disabled={!file || busy} onClick={() => void run(true)}>
            <Upload aria-hidden="true" className="h-4 w-4" /> Check the file
          </button>
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
            <button type="button" className={`${primaryButton} mt-3`} disabled={busy} onClick={() => void run(false)}>
              Import all {checked.rows}
            </button>
          </Panel>
        )}
        {checked && checked.errors.length > 0 && (
          <Panel title={`${checked.errors.length} problem${checked.errors.length === 1 ? '' : 's'} in ${new Set(checked.errors.map((e) => e.row)).size} of ${checked.rows} rows: nothing was saved`}>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 pr-3">Row</th>
                    <th scope="col" className="py-2 pr-3">Column</th>
                    <th scope="col" className="py-2">Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {checked.errors.map((e, i) => (
                    <tr key={i} className="border-b border-slate-100 align-top">
                      <td className="py-2 pr-3 font-semibold">{e.row}</td>
                      <td className="py-2 pr-3">{e.column}</td>
                      <td className="py-2">{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-sm text-slate-600">Fix these rows in the spreadsheet, save it and choose the file again.</p>
          </Panel>
        )}
      </div>
    </>
  );
}
