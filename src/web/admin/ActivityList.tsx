import { Link } from 'react-router';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../contracts/admin-schemas';
import { formatDateTime, formatRelative } from '../format/dates';
import { useAdmin } from './admin-context';

/** A tutor's papers as the audit entry keeps them: "Audit & Assurance (lead), Corporate Reporting". */
function paperList(papers: unknown[]): string {
  return papers
    .map((p) => (typeof p === 'object' && p !== null ? (p as { paper?: unknown; lead?: unknown }) : {}))
    .map((p) => `${String(p.paper)}${p.lead === true ? ' (lead)' : ''}`)
    .join(', ');
}

/** The action's own values, in words: "student → admin", "Reason: ...". */
function detailLine(entry: AuditEntry): string | null {
  const d = entry.details;
  switch (entry.action) {
    case 'user.role_changed':
      return `${String(d.from)} → ${String(d.to)}${Array.isArray(d.papersRemoved) ? ` · papers taken off: ${paperList(d.papersRemoved)}` : ''}`;
    case 'user.tutor_papers_changed':
      return Array.isArray(d.to) && d.to.length > 0 ? `Marks ${paperList(d.to)}` : 'Marks no papers';
    case 'user.banned':
      return `Reason: ${String(d.reason)}${d.until ? ` · until ${formatDateTime(String(d.until))}` : ' · until lifted'}`;
    case 'user.sessions_revoked':
      return `${String(d.revoked)} device${d.revoked === 1 ? '' : 's'} signed out`;
    case 'order.rejected':
    case 'enrollment.revoked':
      return `Reason: ${String(d.reason)}`;
    case 'enrollment.granted':
      return `${String(d.course)}${d.note ? ` · ${String(d.note)}` : ''}`;
    case 'enrollment.extended':
      return `${String(d.course)} · until ${formatDateTime(String(d.to))}`;
    case 'coupon.created':
    case 'coupon.updated':
      return String(d.code);
    case 'settings.updated':
      return typeof d.changes === 'object' && d.changes !== null ? Object.keys(d.changes).join(', ') : null;
    default:
      return null;
  }
}

/** Where the thing an action was done to is shown. */
function targetPath(basePath: string, entry: AuditEntry): string {
  switch (entry.targetType) {
    case 'order':
      return `${basePath}/enrollments/orders/${entry.targetId}`;
    case 'enrollment':
      return `${basePath}/enrollments/students?q=${encodeURIComponent(String(entry.details.email ?? ''))}`;
    case 'coupon':
      return `${basePath}/enrollments/coupons`;
    case 'payment_method':
      return `${basePath}/enrollments/methods`;
    case 'site_settings':
      return `${basePath}/settings`;
    default:
      return `${basePath}/users/${entry.targetId}`;
  }
}

/** Admin actions, newest first. `showTarget` names the account each was done to. */
export function ActivityList({ entries, showTarget }: { entries: AuditEntry[]; showTarget: boolean }) {
  const { basePath } = useAdmin();
  if (entries.length === 0) return <p className="text-sm text-slate-500">No admin actions yet.</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry) => {
        const line = detailLine(entry);
        return (
          <li key={entry.id} className="flex flex-col gap-0.5 py-3 text-sm first:pt-0 last:pb-0">
            <p>
              <span className="font-semibold text-ink">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</span>
              {showTarget && (
                <>
                  {' · '}
                  <Link to={targetPath(basePath, entry)} className="font-medium text-brand-700 hover:underline">
                    {String(entry.details.name ?? entry.details.email ?? entry.details.code ?? entry.targetId)}
                  </Link>
                </>
              )}
            </p>
            {line && <p className="text-slate-600">{line}</p>}
            <p className="text-xs text-slate-500">
              by {entry.actorEmail} ·{' '}
              <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
                {formatRelative(entry.createdAt)}
              </time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
