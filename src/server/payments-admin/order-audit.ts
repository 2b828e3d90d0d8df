import type { AuditEntry } from '../../contracts/admin-schemas';
import { toAuditEntry } from '../admin/audit';
import type { Db } from '../db/database';

/** The admin actions on one order, and those naming it (a manual enrollment's grant), oldest first: the order's story. */
export async function listOrderAudit(db: Db, reference: string): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) => eb.or([eb.and([eb('target_type', '=', 'order'), eb('target_id', '=', reference)]), eb('details', 'like', `%"reference":"${reference}"%`)]))
    .orderBy('id', 'asc')
    .limit(100)
    .execute();
  return rows.map(toAuditEntry);
}
