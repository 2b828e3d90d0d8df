import { BadgeCheck, Ban, FileSearch, RefreshCw, ShieldAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { VerifiedCertificate } from '../../contracts/certificate-schemas';
import { urlOf } from '../api/client';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { useFormatDate } from '../format/use-format-date';
import { useVerification, type Verification } from './certificate-api';

const INTRO = 'Check a certificate of completion by the code printed on it: who holds it, for which course, when it was issued and whether it is still valid.';

export default function VerifyScreen() {
  const { code } = useParams();
  return (
    <PageFrame title="Verify a certificate" intro={INTRO}>
      <div className="mx-auto grid max-w-3xl gap-8">
        {code ? <Result code={code} /> : <NoCodeYet />}
        <LookupForm initial={code ?? ''} />
      </div>
    </PageFrame>
  );
}

function NoCodeYet() {
  return (
    <p className="rounded-2xl bg-slate-50 p-5 text-slate-700">
      Every certificate carries a ten-character code under its QR code, such as <span className="font-mono font-semibold">K7Q4M-9X2PB</span>. Scanning the QR code opens this page with the code already
      checked.
    </p>
  );
}

function Result({ code }: { code: string }) {
  const verification = useVerification(code);
  if (verification.data) return <Outcome verification={verification.data} typed={code} />;
  return verification.isError ? <LoadError what="this certificate" onRetry={() => verification.refetch()} /> : <PageLoading />;
}

function Outcome({ verification, typed }: { verification: Verification; typed: string }) {
  if (verification.found) return <CertificateCard certificate={verification.certificate} />;
  const limited = verification.reason === 'limited';
  return (
    <section aria-labelledby="verify-outcome" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-start gap-4">
        {limited ? <ShieldAlert aria-hidden="true" className="h-10 w-10 shrink-0 text-amber-600" /> : <FileSearch aria-hidden="true" className="h-10 w-10 shrink-0 text-slate-400" />}
        <div className="min-w-0">
          <h2 id="verify-outcome" className="text-xl font-bold text-slate-900">
            {limited ? 'Too many unknown codes' : 'No certificate has this code'}
          </h2>
          {!limited && (
            <p className="mt-2 break-all font-mono text-lg font-semibold text-slate-800" aria-label={`Code checked: ${typed}`}>
              {typed}
            </p>
          )}
          <p className="mt-2 text-slate-700">{verification.message}</p>
          {!limited && (
            <p className="mt-2 text-sm text-slate-600">The letters O and I are read as the digits 0 and 1, and case and hyphens do not matter. A code that still shows nothing was not issued by us.</p>
          )}
        </div>
      </div>
    </section>
  );
}

const STATUS_STYLE = {
  valid: { label: 'Valid', Icon: BadgeCheck, badge: 'bg-emerald-100 text-emerald-900 ring-emerald-600/20', border: 'border-emerald-200' },
  revoked: { label: 'Revoked', Icon: Ban, badge: 'bg-red-100 text-red-900 ring-red-600/20', border: 'border-red-200' },
  replaced: { label: 'Replaced', Icon: RefreshCw, badge: 'bg-amber-100 text-amber-900 ring-amber-600/20', border: 'border-amber-200' },
} as const;

function CertificateCard({ certificate: c }: { certificate: VerifiedCertificate }) {
  const formatDate = useFormatDate();
  const style = STATUS_STYLE[c.status];
  return (
    <section aria-labelledby="verify-outcome" className={`overflow-hidden rounded-3xl border bg-white shadow-sm ${style.border}`}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 bg-slate-50 px-6 py-4 sm:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Certificate of completion</p>
        <p className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset ${style.badge}`}>
          <style.Icon aria-hidden="true" className="h-4 w-4" />
          {style.label}
        </p>
      </div>
      <div className="px-6 py-6 sm:px-8 sm:py-8">
        <h2 id="verify-outcome" className="break-words text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {c.holderName}
        </h2>
        <p className="mt-2 text-slate-700">
          completed <span className="font-semibold text-slate-900">{c.courseTitle}</span>
        </p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <Fact term="Issued">{formatDate(c.issuedAt)}</Fact>
          <Fact term="Issued by">{c.issuer}</Fact>
          <Fact term="Code">
            <span className="font-mono">{c.code}</span>
          </Fact>
        </dl>
        <StatusNote certificate={c} formatDate={formatDate} />
        <p className="mt-6 text-sm text-slate-600">
          For verification tools:{' '}
          <a
            href={urlOf('GET /certificates/{code}/credential', { params: { code: c.code } })}
            download={`${c.code}.jwt`}
            className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            the signed credential
          </a>{' '}
          (Open Badges 3.0), checked against our{' '}
          <a href="/.well-known/jwks.json" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            public key
          </a>
          .
        </p>
      </div>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function StatusNote({ certificate: c, formatDate }: { certificate: VerifiedCertificate; formatDate: (iso: string) => string }) {
  if (c.status === 'valid') return <p className="mt-6 rounded-2xl bg-emerald-50 p-4 text-emerald-900">This certificate is genuine and valid: {c.issuer} issued it to the person named above.</p>;
  if (c.status === 'revoked') {
    return (
      <div className="mt-6 rounded-2xl bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          {c.issuer} revoked this certificate{c.revokedAt ? ` on ${formatDate(c.revokedAt)}` : ''}. It is no longer valid.
        </p>
        {c.revokedReason && <p className="mt-1">Reason: {c.revokedReason}</p>}
      </div>
    );
  }
  return (
    <div className="mt-6 rounded-2xl bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">This copy was replaced{c.replacedAt ? ` on ${formatDate(c.replacedAt)}` : ''} by a certificate issued in its place.</p>
      {c.replacedBy && (
        <p className="mt-1">
          Check the current one:{' '}
          <Link to={`/verify/${encodeURIComponent(c.replacedBy)}`} className="font-mono font-semibold underline underline-offset-2 hover:text-amber-800">
            {c.replacedBy}
          </Link>
        </p>
      )}
    </div>
  );
}

function LookupForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = value.trim();
    if (typed === '') {
      setProblem('Type the code printed on the certificate.');
      return;
    }
    setProblem(null);
    void navigate(`/verify/${encodeURIComponent(typed)}`);
  };
  return (
    // Without the app's code (a slow phone still loading it), the form is sent to the server, which opens the code's page.
    <form action="/verify" method="get" onSubmit={submit} noValidate className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <label htmlFor={`${id}-code`} className="text-lg font-bold text-slate-900">
        {initial ? 'Check another code' : 'Certificate code'}
      </label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-code`}
          name="code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="K7Q4M-9X2PB"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 px-4 py-3 font-mono text-lg uppercase tracking-wider text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          Check
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
