import type { AdminReport } from '../../../contracts/question-report-schemas';
import type { Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { closeReport } from './close-report';

/** Resolves an open report with a reply, which its student reads on the review of any attempt that has the question. */
export function resolveReport(db: Db, { actor, id, reply, now = new Date() }: { actor: Actor; id: number; reply: string; now?: Date }): Promise<AdminReport> {
  return closeReport(db, { actor, id, outcome: 'resolved', reply, now });
}
