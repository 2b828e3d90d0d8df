import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { revokeCertificateSchema, type AdminCertificate } from '../../../contracts/certificate-schemas';
import { errorText } from '../../api/error-text';
import { FormAlert } from '../../components/FormAlert';
import { PageMeta } from '../../components/PageMeta';
import { formatDate } from '../../format/dates';
import { showSuccessToast } from '../../toast/toaster-ready';
import { useAdmin } from '../admin-context';
import { AdminHeading } from '../ui/AdminHeading';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { ConfirmPanel } from '../ui/ConfirmPanel';
import { EmptyState } from '../ui/EmptyState';
import { Field } from '../ui/Field';
import { schemaFieldErrors } from '../ui/field-errors';
import { FilterBar } from '../ui/FilterBar';
import { Loaded } from '../ui/Loaded';
import { Pager } from '../ui/Pager';
import { SearchBox } from '../ui/SearchBox';
import { SelectField } from '../ui/SelectField';
import { TextArea } from '../ui/TextArea';
import { useListAddress } from '../use-list-address';
import { useCertificateAction, useCertificates } from './certificates-api';

const STATUSES = [
  ['', 'Any status'],
  ['valid', 'Valid'],
  ['revoked', 'Revoked'],
  ['replaced', 'Replaced'],
] as const;
type Status = 'valid' | 'revoked' | 'replaced';

/**
 * Every certificate issued, newest first: found by code, holder, email or
 * course; revoked with a reason (which its public page then shows), or
 * issued again in the student's corrected name.
 */
export default function CertificatesScreen() {
  const { q, page, search, setSearch, update, clear, params } = useListAddress();
  const status = (params.get('status') ?? '') as Status | '';
  const list = useCertificates({ q: q || undefined, status: status || undefined, page });
  return (
    <>
      <PageMeta title="Certificates" />
      <AdminHeading title="Certificates" intro="Certificates of completion issued to students. Revoke one issued in error, or issue it again after a student corrects their name on their account." />
      <FilterBar label="Find certificates" columns="md:grid-cols-[1fr_12rem]">
        <SearchBox id="certificate-search" label="Search by code, name, email or course" value={search} maxLength={120} onChange={setSearch} />
        <SelectField id="certificate-status" label="Status" labelHidden value={status} choices={STATUSES} onChange={(value) => update({ status: value })} />
      </FilterBar>
      <Loaded query={list} what="the certificates">
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          return data.items.length === 0 ? (
            <EmptyState action={(q || status || data.total > 0) && <Button onClick={() => clear()}>Show every certificate</Button>}>
              {data.total > 0 ? `There is no page ${page}.` : q || status ? 'No certificate matches.' : 'No certificate has been issued yet. Students earn one by finishing a course.'}
            </EmptyState>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600" aria-live="polite">
                {data.total.toLocaleString('en-IN')} certificate{data.total === 1 ? '' : 's'}
              </p>
              <ul aria-label="Certificates" aria-busy={list.isFetching} className="mt-3 space-y-3 aria-busy:opacity-70">
                {data.items.map((certificate) => (
                  <li key={certificate.code}>
                    <CertificateCard certificate={certificate} />
                  </li>
                ))}
              </ul>
              <Pager page={page} pages={pages} onPage={(p) => update({ page: String(p) })} />
            </>
          );
        }}
      </Loaded>
    </>
  );
}

function StatusBadge({ certificate: c }: { certificate: AdminCertificate }) {
  if (c.status === 'valid') return <Badge tone="green">Valid</Badge>;
  if (c.status === 'revoked') return <Badge tone="red">Revoked</Badge>;
  return <Badge tone="amber">Replaced</Badge>;
}

function CertificateCard({ certificate: c }: { certificate: AdminCertificate }) {
  const { basePath } = useAdmin();
  const headingId = `certificate-${c.code}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold tracking-wider text-slate-500">{c.code}</p>
          <h2 id={headingId} className="mt-1 break-words font-bold text-ink">
            {c.holderName}
          </h2>
          <p className="mt-0.5 break-words text-sm text-slate-700">{c.courseTitle}</p>
          <p className="mt-0.5 break-all text-sm text-slate-600">
            Issued {formatDate(c.issuedAt)} ·{' '}
            <Link to={`${basePath}/users/${encodeURIComponent(c.student.id)}`} className="font-semibold text-brand-800 hover:underline">
              {c.student.email}
            </Link>
          </p>
          {c.status === 'revoked' && (
            <p className="mt-1 text-sm text-red-800">
              Revoked{c.revokedAt ? ` ${formatDate(c.revokedAt)}` : ''}: {c.revokedReason}
            </p>
          )}
          {c.status === 'replaced' && c.replacedBy && <p className="mt-1 text-sm text-amber-900">Replaced by {c.replacedBy}</p>}
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
          <StatusBadge certificate={c} />
          <a href={`/verify/${encodeURIComponent(c.code)}`} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-brand-800 hover:underline">
            Public page<span className="sr-only"> of {c.code} (opens in a new tab)</span>
          </a>
        </div>
      </div>
      {c.status === 'valid' && <Actions certificate={c} />}
    </article>
  );
}

function Actions({ certificate: c }: { certificate: AdminCertificate }) {
  const action = useCertificateAction(c.code);
  const [open, setOpen] = useState<'revoke' | 'reissue' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameChanged = c.student.name !== c.holderName;

  async function revoke(event: FormEvent) {
    event.preventDefault();
    const problems = schemaFieldErrors(revokeCertificateSchema, { reason });
    setReasonError(problems.reason ?? null);
    if (problems.reason) return;
    setError(null);
    try {
      await action.mutateAsync({ kind: 'revoke', reason: reason.trim() });
      void showSuccessToast(`${c.code} is revoked. Its public page now says so.`);
    } catch (caught) {
      setError(errorText(caught));
    }
  }
  async function reissue() {
    setError(null);
    try {
      const made = await action.mutateAsync({ kind: 'reissue' });
      void showSuccessToast(`Issued again to ${made.holderName} as ${made.code}.`);
    } catch (caught) {
      setError(errorText(caught));
      setOpen(null);
    }
  }

  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      {error && <FormAlert>{error}</FormAlert>}
      {open === 'revoke' ? (
        <form onSubmit={revoke} noValidate aria-label={`Revoke ${c.code}`} className="space-y-3">
          <Field id={`revoke-reason-${c.code}`} label="Why it is revoked (shown on its public page)" error={reasonError}>
            <TextArea value={reason} rows={2} maxLength={300} autoFocus onChange={(e) => setReason(e.target.value)} placeholder="e.g. Issued before the final mock was marked" />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" busy={action.isPending} busyLabel="Revoking…">
              Revoke certificate
            </Button>
            <Button disabled={action.isPending} onClick={() => setOpen(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : open === 'reissue' ? (
        <ConfirmPanel
          question={`Issue ${c.code} again as ${c.student.name}?`}
          detail={`A new code is made with the same date; the old one's page will say it was replaced.${nameChanged ? '' : ' The name on the account is the same as on the certificate.'}`}
          confirmLabel="Issue again"
          busy={action.isPending}
          busyLabel="Issuing…"
          onConfirm={reissue}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpen('reissue')} title={nameChanged ? `The account's name is now ${c.student.name}` : undefined}>
            {nameChanged ? `Reissue as ${c.student.name}` : 'Reissue'}
          </Button>
          <Button variant="danger" onClick={() => setOpen('revoke')}>
            Revoke
          </Button>
        </div>
      )}
    </div>
  );
}
