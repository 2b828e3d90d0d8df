import { Award, BadgeCheck, Ban, Download, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { MyCertificate } from '../../contracts/certificate-schemas';
import { urlOf } from '../api/client';
import { LoadError } from '../components/LoadError';
import { PageLoading } from '../components/PageLoading';
import { formatDate } from '../format/dates';
import { siteOrigin } from '../site-origin';
import { useMyCertificates } from './certificate-api';
import { linkedInAddUrl } from './linkedin';

/** The Account page's list of the student's certificates, each opening its verify page (the address to share). */
export function MyCertificates() {
  const certificates = useMyCertificates();
  return (
    <section aria-labelledby="my-certificates" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="my-certificates" className="text-lg font-bold text-ink">
        Your certificates
      </h2>
      <p className="mt-1 text-sm text-slate-600">Finish every lesson of a course, and pass any mock it names, to earn its certificate. Share its page: anyone can check it there.</p>
      <div className="mt-5">
        {certificates.isPending ? (
          <PageLoading />
        ) : certificates.isError ? (
          <LoadError what="your certificates" onRetry={() => void certificates.refetch()} />
        ) : certificates.data.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-slate-50 p-5 sm:flex-row sm:items-center">
            <Award aria-hidden="true" className="h-8 w-8 shrink-0 text-slate-400" />
            <p className="flex-1 text-slate-700">No certificates yet. Your first arrives by email the moment you finish a course.</p>
            <Link to="/my-enroll" className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-ink hover:bg-white">
              Go to my courses
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Certificates">
            {certificates.data.map((c) => (
              <CertificateLine key={c.code} certificate={c} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function CertificateLine({ certificate: c }: { certificate: MyCertificate }) {
  const revoked = c.status === 'revoked';
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {revoked ? <Ban aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-red-600" /> : <BadgeCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600" />}
        <div className="min-w-0">
          <p className="break-words font-semibold text-ink">{c.courseTitle}</p>
          <p className="text-sm text-slate-600">
            Issued {formatDate(c.issuedAt)} to {c.holderName} · <span className="font-mono">{c.code}</span>
          </p>
          {revoked && <p className="mt-1 text-sm font-medium text-red-700">Revoked{c.revokedReason ? `: ${c.revokedReason}` : ''}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {!revoked && (
          // A file from the API, not a screen: the browser saves it (the server names it).
          <a
            href={urlOf('GET /my/certificates/{code}/pdf', { params: { code: c.code } })}
            download
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download PDF<span className="sr-only"> of the certificate for {c.courseTitle}</span>
          </a>
        )}
        {!revoked && (
          <a
            href={linkedInAddUrl({ courseTitle: c.courseTitle, issuedAt: c.issuedAt, code: c.code, verifyUrl: `${siteOrigin()}/verify/${c.code.replace('-', '')}` })}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            Add to LinkedIn<span className="sr-only"> the certificate for {c.courseTitle} (opens LinkedIn in a new tab)</span>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        )}
        <Link to={`/verify/${encodeURIComponent(c.code)}`} className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
          Open certificate<span className="sr-only"> for {c.courseTitle}</span>
        </Link>
      </div>
    </li>
  );
}
