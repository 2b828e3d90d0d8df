import { BD_MOBILE_PATTERN, type CheckoutInput } from '../../contracts/cart-schemas';
import { normaliseTrxId, TRX_ID_PATTERN, type PaymentMethodCode } from '../../contracts/commerce-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';

export type PaymentDetails = { method: PaymentMethodCode; sender: string; trxId: string };

/**
 * How a paid order was paid: an enabled method, the number (or bank
 * account) it came from, and the transaction ID, each refused with the
 * field's name so the page can say which one is wrong.
 */
export async function paymentDetails(db: Db, input: CheckoutInput): Promise<PaymentDetails> {
  if (!input.method || !input.sender || !input.trxId) throw new AppError('payment_details_required');
  const method = await db.selectFrom('payment_methods').select('code').where('code', '=', input.method).where('enabled', '=', 1).executeTakeFirst();
  if (!method) throw new AppError('payment_method_unavailable');
  const problems: { path: string; message: string }[] = [];
  const sender = input.method === 'bank' ? input.sender.trim() : input.sender.replace(/[\s-]/g, '').replace(/^\+?88/, '');
  if (input.method === 'bank' ? sender.length < 3 || sender.length > 60 : !BD_MOBILE_PATTERN.test(sender)) {
    problems.push({
      path: 'sender',
      message: input.method === 'bank' ? 'Enter the account or bank you paid from (3 to 60 characters).' : 'Enter the 11-digit mobile number you paid from, like 01712345678.',
    });
  }
  const trxId = normaliseTrxId(input.trxId);
  if (!TRX_ID_PATTERN.test(trxId)) problems.push({ path: 'trxId', message: 'A transaction ID has 6 to 30 letters and digits, like 9C7A1B2XYZ.' });
  if (problems.length > 0) throw new AppError('validation_failed', undefined, problems);
  return { method: input.method, sender, trxId };
}
