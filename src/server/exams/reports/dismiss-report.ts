import type { AdminReport } from '../../../contracts/question-report-schemas';
import type { Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { closeReport } from './close-report';

/** Dismisses an open report: nothing in the question changes; its student sees it was looked at and closed. */
export function dismissReport(db: Db, { actor, id, now = new Date() }: { actor: Actor; id: number; now?: Date }): Promise<AdminReport> {
  return closeReport(db, { actor, id, outcome: 'dismissed', reply: '', now });
}
