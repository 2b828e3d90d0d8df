import type { Overview } from '../../contracts/admin-schemas';
import { flag, type Db } from '../db/database';
import { summariseUnreadMessages } from '../contact/summarise-unread-messages';
import { listAudit } from './audit';
import { launchChecklist } from './launch-checklist';
import { suspendedSql } from './suspension';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The admin landing page: how many accounts there are, payments waiting,
 * the latest admin actions, unread contact messages and the demo values
 * still to replace before launch.
 */
export async function getOverview(db: Db, facts: { contactEmail: string }, now = new Date()): Promise<Overview> {
  const since = new Date(now.getTime() - WEEK_MS).toISOString();
  const yes = flag(db, true);
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('email_verified', '=', yes).then(1).else(0).end()).as('verified'),
      eb.fn.sum<number>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('newThisWeek'),
      eb.fn.sum<number>(eb.case().when('role', '=', 'admin').then(1).else(0).end()).as('admins'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(suspendedSql(db, eb, now))
            .then(1)
            .else(0)
            .end(),
        )
        .as('banned'),
    ])
    .executeTakeFirstOrThrow();
  const waiting = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const verified = Number(row.verified ?? 0);
  return {
    users: {
      total,
      verified,
      unverified: total - verified,
      newThisWeek: Number(row.newThisWeek ?? 0),
      admins: Number(row.admins ?? 0),
      banned: Number(row.banned ?? 0),
    },
    recentActivity: await listAudit(db, { limit: 10 }),
    contactMessages: await summariseUnreadMessages(db, 5),
    payments: { waiting: Number(waiting.n), oldestWaitingAt: (waiting.oldest as string | null) ?? null },
    launch: await launchChecklist(db, facts, now),
  };
}
