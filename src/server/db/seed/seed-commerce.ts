import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { CouponsTable, PaymentMethodsTable } from '../schema';

/**
 * The payment methods a coaching provider in Bangladesh takes, with demo
 * merchant numbers, and a few coupons of each kind. An admin edits both in
 * the enrollment dashboard; seeding only adds what is missing.
 */
export const PAYMENT_METHOD_SEEDS: Insertable<PaymentMethodsTable>[] = [
  {
    code: 'bkash',
    label: 'bKash',
    account_name: 'Hisab Learning Ltd (merchant)',
    account_number: '01711-000111',
    instructions: [
      '1. Open the bKash app and choose **Payment** (not Send Money).',
      '2. Enter the merchant number **01711-000111** and the amount shown here.',
      '3. Write your order reference or your email in the reference field.',
      '4. Enter your bKash PIN to confirm. bKash sends you an SMS with a 10-character transaction ID (TrxID), for example 9C7A1B2XYZ.',
      '5. Enter the number you paid from and the TrxID below.',
    ].join('\n'),
    position: 1,
  },
  {
    code: 'nagad',
    label: 'Nagad',
    account_name: 'Hisab Learning Ltd (merchant)',
    account_number: '01611-000222',
    instructions: [
      '1. Open the Nagad app and choose **Merchant Pay**.',
      '2. Enter the merchant number **01611-000222** and the amount shown here.',
      '3. Confirm with your Nagad PIN. Nagad shows and texts you a transaction ID, for example 71A9K3PQ.',
      '4. Enter the number you paid from and the transaction ID below.',
    ].join('\n'),
    position: 2,
  },
  {
    code: 'rocket',
    label: 'Rocket',
    account_name: 'Hisab Learning Ltd (biller)',
    account_number: '01811-000333-4',
    instructions: [
      '1. Dial **\\*322#** or open the Rocket app and choose **Bill Pay / Merchant Pay**.',
      '2. Enter the account **01811-000333-4** and the amount shown here.',
      '3. Confirm with your PIN. Rocket texts you a 10-digit transaction ID.',
      '4. Enter the number you paid from and the transaction ID below.',
    ].join('\n'),
    position: 3,
  },
  {
    code: 'bank',
    label: 'Bank transfer',
    account_name: 'Hisab Learning Ltd, Dutch-Bangla Bank, Banani branch',
    account_number: 'A/C 123-110-0045678, routing 090260434',
    instructions: [
      '1. Transfer the amount shown here by NPSB, BEFTN or at the branch counter.',
      '2. Use your email as the payment reference.',
      '3. Enter the account you paid from and the bank reference number below. A photo of the deposit slip or the app screen helps us approve it faster.',
    ].join('\n'),
    position: 4,
  },
];

export const COUPON_SEEDS: Insertable<CouponsTable>[] = [
  { code: 'WELCOME10', description: '10% off your first order', kind: 'percent', amount: 10, usage_limit: 500 },
  { code: 'DEC2026', description: 'Tk 500 off any order before the December 2026 sitting', kind: 'fixed', amount: 50_000, expires_at: '2026-12-05T17:59:59.999Z' },
  { code: 'FLOOD2025', description: 'Flood relief discount (ended)', kind: 'percent', amount: 50, expires_at: '2025-10-31T17:59:59.999Z' },
];

export async function seedCommerce(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const haveMethods = new Set((await trx.selectFrom('payment_methods').select('code').execute()).map((m) => m.code));
    const methods = PAYMENT_METHOD_SEEDS.filter((m) => !haveMethods.has(m.code));
    if (methods.length > 0) await trx.insertInto('payment_methods').values(methods).execute();
    const haveCoupons = new Set((await trx.selectFrom('coupons').select('code').execute()).map((c) => c.code));
    const coupons = COUPON_SEEDS.filter((c) => !haveCoupons.has(c.code));
    if (coupons.length > 0) await trx.insertInto('coupons').values(coupons).execute();
    return methods.length + coupons.length;
  });
}
