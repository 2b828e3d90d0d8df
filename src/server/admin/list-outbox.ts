import { sql } from 'kysely';
import type { OutboxPage, OutboxQuery } from '../../contracts/admin-schemas';
import type { Db } from '../db/database';

/** `%` and `_` typed in the search box are searched for, not used as wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A link in a mail to another admin's account would let whoever reads it
 * sign in as that admin (a verification link signs in; a reset link sets
 * the password), and admins may not act on each other's accounts. The
 * owner has the mail (or asks another way); the list shows that it exists.
 */
export const HIDDEN_ADMIN_LINK = '[link hidden: this mail is for an admin account]';

function withoutLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/\S+/g, HIDDEN_ADMIN_LINK);
}

/**
 * The mails the site wrote, newest first, one page at a time. Without
 * SMTP_URL this is the only place a verification or reset link exists, so
 * an admin can read it out to the student (or mark the account verified).
 */
export async function listOutbox(db: Db, query: OutboxQuery, smtp: boolean): Promise<OutboxPage> {
  const { page, pageSize } = query;
  let rows = db
    .selectFrom('mail_outbox')
    .leftJoin('users', (join) => join.on(sql<boolean>`lower(users.email) = lower(mail_outbox.to_address)`))
    .selectAll('mail_outbox')
    .select('users.role as recipient_role');
  let count = db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('total'));
  if (query.to) {
    const match = sql<boolean>`lower(mail_outbox.to_address) like lower(${likePattern(query.to)}) escape '\\'`;
    rows = rows.where(match);
    count = count.where(match);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy('mail_outbox.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return {
    items: items.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.recipient_role === 'admin' ? withoutLinks(row.text_body) : row.text_body,
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
