import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OutboxMail } from '../../contracts/admin-schemas';
import { useOutbox } from './admin-api';
import { PageMeta } from '../components/PageMeta';
import { formatDateTime, formatRelative } from '../format/dates';
import { useAdmin } from './admin-context';
import { AdminHeading } from './ui/AdminHeading';
import { Badge } from './ui/Badge';
import { Button } from './ui/Button';
import { EmptyState } from './ui/EmptyState';
import { FilterBar } from './ui/FilterBar';
import { Loaded } from './ui/Loaded';
import { Pager } from './ui/Pager';
import { SearchBox } from './ui/SearchBox';
import { useListAddress } from './use-list-address';

const KINDS: Record<string, string> = {
  verify_email: 'Verification link',
  reset_password: 'Password reset',
  account_exists: 'Sign-up with a taken address',
  contact_message: 'Contact message',
  contact_confirmation: 'Contact confirmation',
  order_submitted: 'Payment received',
  order_approved: 'Payment approved',
  order_rejected: 'Payment rejected',
  marks_released: 'Marks released',
  marks_changed: 'Marks changed',
  certificate_issued: 'Certificate issued',
  certificate_reissued: 'Certificate reissued',
};

/** Links that sign in whoever opens them: an admin should pass them on, not open them. */
const SIGN_IN_KINDS = new Set(['verify_email', 'reset_password']);

/**
 * The mails the site wrote, newest first. Without SMTP_URL nothing leaves
 * the site, so this is where an admin finds a student's verification link
 * to pass on (or learns to mark the account verified instead).
 */
export default function OutboxScreen() {
  const { basePath } = useAdmin();
  const { q, page, search, setSearch, update, clear } = useListAddress();
  const outbox = useOutbox({ to: q || undefined, page });
  const data = outbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <>
      <PageMeta title="Mail outbox" />
      <AdminHeading title="Mail outbox" intro="Every email the site wrote, newest first: verification and reset links, payment news and contact messages." />

      {data && !data.smtp && (
        <div role="note" className="mt-6 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950">
          <MailWarning aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div className="space-y-1.5">
            <p className="font-semibold">No email leaves the site: SMTP_URL is not set on the server.</p>
            <p>
              New students cannot open their verification link by themselves. Pass a student their link from here, or mark the account verified on its page under{' '}
              <Link to={`${basePath}/users?verified=no`} className="font-semibold underline">
                Users
              </Link>
              . Setting SMTP_URL and restarting sends every new mail.
            </p>
          </div>
        </div>
      )}

      <FilterBar label="Find mails">
        <SearchBox id="outbox-search" label="Search by recipient" placeholder="Search by recipient’s email" value={search} maxLength={254} onChange={setSearch} />
      </FilterBar>

      <Loaded query={outbox} what="the outbox">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState action={(q || data.total > 0) && <Button onClick={() => clear()}>Show all mail</Button>}>
              {data.total > 0 ? `There is no page ${page}.` : q ? `No mail to an address matching “${q}”.` : 'The site has not written any mail yet.'}
            </EmptyState>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600" aria-live="polite">
                Showing {first}–{last} of {data.total.toLocaleString('en-IN')} mail{data.total === 1 ? '' : 's'}
              </p>
              <ul aria-label="Mails" aria-busy={outbox.isFetching} className="mt-3 space-y-3 aria-busy:opacity-70">
                {data.items.map((mail) => (
                  <li key={mail.id}>
                    <MailCard mail={mail} />
                  </li>
                ))}
              </ul>
              <Pager page={page} pages={pages} onPage={(p) => update({ page: String(p) })} />
            </>
          )
        }
      </Loaded>
    </>
  );
}

function StatusBadge({ mail }: { mail: OutboxMail }) {
  if (mail.status === 'sent') return <Badge tone="green">Sent</Badge>;
  if (mail.status === 'failed') return <Badge tone="red">Not sent</Badge>;
  return mail.transport === 'outbox' ? <Badge tone="amber">Kept here only</Badge> : <Badge tone="slate">Sending</Badge>;
}

function MailCard({ mail }: { mail: OutboxMail }) {
  const links = [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])];
  const headingId = `mail-${mail.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">{KINDS[mail.kind] ?? mail.kind}</p>
          <h2 id={headingId} className="mt-1 break-words font-bold text-ink">
            {mail.subject}
          </h2>
          <p className="mt-0.5 break-all text-sm text-slate-600">To {mail.to}</p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          <StatusBadge mail={mail} />
          <time dateTime={mail.createdAt} title={formatDateTime(mail.createdAt)} className="text-sm text-slate-600">
            {formatRelative(mail.createdAt)}
          </time>
        </div>
      </div>
      {mail.error && <p className="mt-3 break-words rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">The mail server said: {mail.error}</p>}
      {links.length > 0 && SIGN_IN_KINDS.has(mail.kind) && (
        <div className="mt-4 space-y-2">
          <p className="text-sm text-slate-700">Opening this link here would sign you in as {mail.to}. Copy it and send it to them.</p>
          {links.map((link) => (
            <CopyableLink key={link} link={link} />
          ))}
        </div>
      )}
      <details className="mt-4 text-sm">
        <summary className="inline-flex min-h-6 cursor-pointer items-center font-semibold text-brand-700">Read the mail</summary>
        <pre className="mt-3 whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 font-sans text-sm text-ink">{mail.text}</pre>
      </details>
    </article>
  );
}

function CopyableLink({ link }: { link: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <code className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 text-xs text-ink">{link}</code>
      <Button className="shrink-0" onClick={() => void copy()}>
        Copy link
      </Button>
      <span role="status" className="text-sm text-slate-600">
        {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Select the link and copy it.' : ''}
      </span>
    </div>
  );
}
