import { Download, FileCheck2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ImportResult } from '../../../../contracts/studio-question-schemas';
import { errorText } from '../../../api/error-text';
import { PageMeta } from '../../../components/PageMeta';
import { showSuccessToast } from '../../../toast/toaster-ready';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { Panel } from '../../ui/Panel';
import { StudioNav } from '../StudioNav';
import { ImportGuide } from './ImportGuide';
import { ImportReport } from './ImportReport';
import { TEMPLATE_CSV_URL, TEMPLATE_XLSX_URL, uploadImport, type DuplicateChoices } from './questions-api';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Bulk import: download the template, fill it in a spreadsheet, upload it
 * and check it. The check lists every problem (row, column, why) and every
 * question whose stem repeats the bank or an earlier row; the admin
 * chooses for each duplicate to skip it or import it anyway (or for all),
 * then imports: all of it in one go, or nothing.
 */
export default function QuestionImportScreen() {
  const { basePath } = useAdmin();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportResult | null>(null);
  const [choices, setChoices] = useState<DuplicateChoices>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusReport, setFocusReport] = useState(0);
  useEffect(() => {
    if (focusReport > 0) heading.current?.focus();
  }, [focusReport]);

  const duplicates = report?.questions.filter((q) => q.duplicate) ?? [];
  const undecided = duplicates.filter((q) => !choices[q.row]).length;
  const importing = report ? report.questions.filter((q) => q.ready && choices[q.row] !== 'skip').length : 0;
  const canImport = report !== null && !report.imported && report.errors.length === 0 && undecided === 0 && importing > 0;
  const skipping = duplicates.filter((q) => choices[q.row] === 'skip').length;

  async function check() {
    if (!file) return;
    setBusy('check');
    setError(null);
    setNotice(null);
    try {
      const answer = await uploadImport(file, null);
      setReport(answer.result);
      setChoices({});
      setFocusReport((n) => n + 1);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  }

  async function runImport() {
    if (!file || !report) return;
    setBusy('import');
    setError(null);
    setNotice(null);
    try {
      const answer = await uploadImport(file, choices);
      if (answer.result) {
        setReport(answer.result);
        if (answer.result.imported) {
          const skipped = answer.result.questions.filter((q) => q.questionId === null).length;
          void showSuccessToast(`Imported ${plural(answer.result.questionIds.length, 'question')}${skipped > 0 ? `; ${plural(skipped, 'duplicate')} skipped` : ''}.`);
        }
      } else {
        // The bank changed since the check (another import, say): the duplicates are judged afresh and chosen for again.
        setReport({ ...report, questions: answer.unresolved });
        setChoices((current) => Object.fromEntries(Object.entries(current).filter(([row]) => answer.unresolved.some((q) => q.duplicate && String(q.row) === row))));
        setNotice('The bank changed since the file was checked. Look at the duplicates again and choose for each.');
      }
      setFocusReport((n) => n + 1);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  }

  const done = report?.imported ? report : null;
  return (
    <>
      <PageMeta title="Import questions" />
      <AdminHeading title="Import questions" intro="Add many questions at once from a spreadsheet, of all six kinds. Nothing is saved until every row is right.">
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
            One question starts on each row that names its kind. Single answer, multiple response and number entry take one row; a table, a journal entry and a written answer go on over the rows
            below, one for each line of the table, line of the entry or point of the marking guide. The template’s shaded example rows show each kind and are never imported.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={TEMPLATE_XLSX_URL} download className={buttonClass('secondary', 'sm')}>
              <Download aria-hidden="true" className="h-4 w-4" /> Excel template (.xlsx)
            </a>
            <a href={TEMPLATE_CSV_URL} download className={buttonClass('secondary', 'sm')}>
              <Download aria-hidden="true" className="h-4 w-4" /> CSV template
            </a>
          </div>
          <ImportGuide />
        </Panel>
        <Panel title="2. Upload it and check">
          <label htmlFor="import-file" className="block text-sm font-semibold text-ink">
            The filled template (.xlsx, or CSV saved as UTF-8)
          </label>
          <input
            id="import-file"
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="mt-2 block w-full min-w-0 text-sm file:mr-3 file:min-h-9 file:rounded-full file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-semibold file:text-ink hover:file:bg-slate-50"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setChoices({});
              setError(null);
              setNotice(null);
            }}
          />
          <Button icon={FileCheck2} className="mt-4" busy={busy === 'check'} busyLabel="Checking…" disabled={!file || busy !== null} onClick={() => void check()}>
            Check the file
          </Button>
          <p className="mt-3 text-sm text-slate-600">The check reads every row and saves nothing: it lists each problem, and each question that repeats one in the bank or earlier in the file.</p>
        </Panel>
      </div>
      <div aria-live="polite" className="mt-6 grid gap-4">
        {error && <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">{error}</p>}
        {notice && <p className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">{notice}</p>}
        {done && (
          <p className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
            Imported {plural(done.questionIds.length, 'question')}
            {done.questions.length > done.questionIds.length ? `; ${plural(done.questions.length - done.questionIds.length, 'duplicate')} skipped` : ''}.{' '}
            <Link className="underline" to={`${basePath}/studio/questions`}>
              See them in the bank
            </Link>
          </p>
        )}
      </div>
      {report && (
        <section aria-label="The file's report" className="mt-6 grid gap-4">
          <ImportReport
            result={report}
            choices={choices}
            onChoose={(rows, choice) => setChoices((current) => ({ ...current, ...Object.fromEntries(rows.map((r) => [r, choice])) }))}
            headingRef={heading}
          />
          {!report.imported && report.errors.length === 0 && (
            <Panel title="3. Import">
              <p className="text-sm text-slate-700">
                {undecided > 0
                  ? `Choose whether to skip or import ${plural(undecided, 'duplicate')} first.`
                  : importing === 0
                    ? 'Every question is skipped as a duplicate: there is nothing to import.'
                    : `${plural(importing, 'question')} will be added to the bank${skipping > 0 ? `, ${plural(skipping, 'duplicate')} skipped` : ''}.`}
              </p>
              <Button variant="primary" icon={Upload} className="mt-3" busy={busy === 'import'} busyLabel="Importing…" disabled={!canImport || busy !== null} onClick={() => void runImport()}>
                Import {plural(importing, 'question')}
              </Button>
            </Panel>
          )}
        </section>
      )}
    </>
  );
}
