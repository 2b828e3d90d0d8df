import { Inbox, Reply } from 'lucide-react';
import type { Overview } from '../../contracts/admin-schemas';
import { formatDateTime, formatRelative } from '../format/dates';
import { Badge } from './ui/Badge';
import { Panel } from './ui/Panel';

/** Contact-form messages nobody has read yet: how many, and the newest few with a one-click reply. */
export function UnreadMessages({ messages }: { messages: Overview['contactMessages'] }) {
  return (
    <Panel>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-bold text-ink">
          <Inbox aria-hidden="true" className="h-5 w-5 text-brand-600" /> Unread messages
        </h2>
        <span data-stat="Unread messages">
          <Badge tone={messages.unread > 0 ? 'amber' : 'green'}>{messages.unread > 0 ? `${messages.unread} unread` : 'All read'}</Badge>
        </span>
      </div>
      {messages.latest.length === 0 ? (
        <p className="text-sm text-slate-600">No new messages from the contact form.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Newest unread messages">
          {messages.latest.map((m) => (
            <li key={m.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-ink">{m.name}</span>
                  <span className="text-slate-500">{m.subject}</span>
                </p>
                <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{m.excerpt}</p>
                <time dateTime={m.createdAt} title={formatDateTime(m.createdAt)} className="mt-0.5 block text-xs text-slate-400">
                  {formatRelative(m.createdAt)}
                </time>
              </div>
              <a
                href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                aria-label={`Reply to ${m.name}`}
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
              >
                <Reply aria-hidden="true" className="h-4 w-4" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
