import type { PaymentMethod } from '../../contracts/commerce-schemas';
import type { Db } from '../db/database';

/** The methods an admin has switched on, in their order. */
export async function listPaymentMethods(db: Db): Promise<PaymentMethod[]> {
  const rows = await db.selectFrom('payment_methods').select(['code', 'label', 'account_name', 'account_number', 'instructions']).where('enabled', '=', 1).orderBy('position').execute();
  return rows.map((r) => ({ code: r.code, label: r.label, accountName: r.account_name, accountNumber: r.account_number, instructions: r.instructions }));
}
