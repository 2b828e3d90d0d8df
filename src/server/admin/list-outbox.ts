import { sql } from 'kysely';
import type { OutboxPage, OutboxQuery } from '../../contracts/admin-schemas';
import type { Db } from '../db/database';

/** `%` and `_` typed in the search box are searched for, not used as wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The mails the site wrote, newest first, one page at a time. Without
 * SMTP_URL this is the only place a verification or reset link exists, so
 * an admin can read it out to the student (or mark the account verified).
 */
export async function listOutbox(db: Db, query: OutboxQuery, smtp: boolean): Promise<OutboxPage> {
  const { page, pageSize } = query;
  let rows = db.selectFrom('mail_outbox').selectAll();
  let count = db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('total'));
  if (query.to) {
    const match = sql<boolean>`lower(to_address) like lower(${likePattern(query.to)}) escape '\\'`;
    rows = rows.where(match);
    count = count.where(match);
  }
  const [items, total] = await Promise.all([
    rows.orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return {
    items: items.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      transport: row.transport,
      status: row.status,
      error: row.error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    })),
    page,
    pageSize,
    total: Number(total.total),
    smtp,
  };
}
