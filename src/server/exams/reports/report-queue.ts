import type { ReportQueue } from '../../../contracts/question-report-schemas';
import type { Db } from '../../db/database';
import { stemLine } from '../statistics/question-rows';

export const QUEUE_PAGE_SIZE = 20;

const CLOSED = ['resolved', 'dismissed'] as const;

/**
 * The studio's queue: the questions with open reports (or, for history,
 * closed ones), each with how many and why, the question with the newest
 * report first (reported or edited; for history, closed), a page at a
 * time. What each question is comes from its current version.
 */
export async function reportQueue(db: Db, { status, page }: { status: 'open' | 'closed'; page: number }): Promise<ReportQueue> {
  const statuses = status === 'open' ? (['open'] as const) : CLOSED;
  const latest = status === 'open' ? 'updated_at' : 'closed_at';
  const [groups, total, counts] = await Promise.all([
    db
      .selectFrom('question_reports')
      .select(['question_id', (eb) => eb.fn.countAll<number>().as('reports'), (eb) => eb.fn.max(latest).as('latest_at')])
      .where('status', 'in', statuses)
      .groupBy('question_id')
      .orderBy('latest_at', 'desc')
      .orderBy('question_id', 'desc')
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('question_reports')
      .select((eb) => eb.fn.count<number>('question_id').distinct().as('n'))
      .where('status', 'in', statuses)
      .executeTakeFirst(),
    db
      .selectFrom('question_reports')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const ids = groups.map((g) => g.question_id);
  const [questions, reasons] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('questions as q')
            .innerJoin('subjects as s', 's.id', 'q.subject_id')
            .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
            .select(['q.id', 'q.ref', 's.name as paper', 'v.kind', 'v.stem'])
            .where('q.id', 'in', ids)
            .execute(),
          db
            .selectFrom('question_reports')
            .select(['question_id', 'reason', (eb) => eb.fn.countAll<number>().as('n')])
            .where('question_id', 'in', ids)
            .where('status', 'in', statuses)
            .groupBy(['question_id', 'reason'])
            .execute(),
        ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const count = (wanted: readonly string[]) => counts.filter((c) => wanted.includes(c.status)).reduce((sum, c) => sum + Number(c.n), 0);
  return {
    groups: groups.flatMap((group) => {
      const question = byId.get(group.question_id);
      // A question is never deleted while it has reports (they go with it), so this is a guard only.
      if (!question) return [];
      return [
        {
          question: { id: question.id, ref: question.ref, paper: question.paper, kind: question.kind, stem: stemLine(question.stem) },
          reports: Number(group.reports),
          latestAt: group.latest_at!,
          reasons: reasons
            .filter((r) => r.question_id === group.question_id)
            .map((r) => ({ reason: r.reason, count: Number(r.n) }))
            .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        },
      ];
    }),
    total: Number(total?.n ?? 0),
    page,
    pageSize: QUEUE_PAGE_SIZE,
    counts: { open: count(['open']), closed: count(CLOSED) },
  };
}
