import type { ContactMessageSummary } from '../../contracts/admin-schemas';
import type { Db } from '../db/database';

const EXCERPT_MAX = 140;

/** The first non-empty line, cut at a word boundary so the admin list stays one line per message. */
export function excerptOf(message: string): string {
  const line =
    message
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  const chars = [...line];
  if (chars.length <= EXCERPT_MAX) return line;
  const cut = chars.slice(0, EXCERPT_MAX).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** How many contact messages nobody has read yet, and the newest `limit` of them. */
export async function summariseUnreadMessages(db: Db, limit: number): Promise<{ unread: number; latest: ContactMessageSummary[] }> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'unread')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'subject', 'message', 'created_at'])
      .where('status', '=', 'unread')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return {
    unread: Number(count.n),
    latest: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, subject: r.subject, excerpt: excerptOf(r.message), createdAt: r.created_at })),
  };
}
