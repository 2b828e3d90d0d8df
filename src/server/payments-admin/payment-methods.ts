import type { Selectable } from 'kysely';
import type { AdminPaymentMethod, UpdatePaymentMethodInput } from '../../contracts/payments-admin-schemas';
import type { PaymentMethodCode } from '../../contracts/commerce-schemas';
import { recordAudit, type Actor } from '../admin/audit';
import type { Db } from '../db/database';
import type { PaymentMethodsTable } from '../db/schema';
import { AppError } from '../errors';

function toAdminMethod(row: Selectable<PaymentMethodsTable>): AdminPaymentMethod {
  return {
    code: row.code,
    label: row.label,
    accountName: row.account_name,
    accountNumber: row.account_number,
    instructions: row.instructions,
    enabled: Number(row.enabled) === 1,
    position: row.position,
    updatedAt: row.updated_at,
  };
}

/** Every payment method, enabled or not, in checkout order. */
export async function listPaymentMethods(db: Db): Promise<AdminPaymentMethod[]> {
  const rows = await db.selectFrom('payment_methods').selectAll().orderBy('position').orderBy('code').execute();
  return rows.map(toAdminMethod);
}

/** What checkout shows for one method; a disabled method disappears from checkout at once. */
export async function updatePaymentMethod(db: Db, { actor, code, input }: { actor: Actor; code: PaymentMethodCode; input: UpdatePaymentMethodInput }): Promise<AdminPaymentMethod> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('payment_methods')
      .set({
        label: input.label,
        account_name: input.accountName,
        account_number: input.accountNumber,
        instructions: input.instructions,
        enabled: input.enabled ? 1 : 0,
        position: input.position,
        updated_at: new Date().toISOString(),
      })
      .where('code', '=', code)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('payment_method_unavailable', 'There is no such payment method.');
    await recordAudit(trx, { actor, action: 'payment_method.updated', target: { type: 'payment_method', id: code }, details: { ...input } });
    return toAdminMethod(row);
  });
}
