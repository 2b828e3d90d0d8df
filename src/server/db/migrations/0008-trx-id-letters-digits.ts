import type { Kysely } from 'kysely';

const normalise = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/**
 * Transaction IDs are stored as letters and digits only (see normaliseTrxId),
 * so the unique constraint catches a used ID sent again with a dash. Stored
 * IDs are rewritten to that form. Where two orders already share one payment
 * under different spellings, the older keeps the normalised ID and the later
 * keeps its spelling, so nothing is lost and an admin still sees both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const orders = db as unknown as Kysely<{ orders: { id: number; trx_id: string | null } }>;
  const rows = await orders.selectFrom('orders').select(['id', 'trx_id']).where('trx_id', 'is not', null).orderBy('id').execute();
  const taken = new Set(rows.map((r) => r.trx_id!).filter((id) => id === normalise(id)));
  for (const row of rows) {
    const clean = normalise(row.trx_id!);
    if (clean === row.trx_id || taken.has(clean)) continue;
    taken.add(clean);
    await orders.updateTable('orders').set({ trx_id: clean }).where('id', '=', row.id).execute();
  }
}

export async function down(): Promise<void> {
  // The original spellings are not kept; the normalised IDs stay valid under the old rule too.
}
