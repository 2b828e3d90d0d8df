import { describe, expect, it } from 'vitest';
import { insertBuyer } from '../testing/order-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { exportOrdersCsv } from './export-orders-csv';

describe.each(testDatabaseKinds())('orders CSV export in chunks (%s)', (kind) => {
  const t = useTestApp(kind);

  it('sends every order once, in the screen order, across chunks whose last orders share their time', async () => {
    const buyer = await insertBuyer(t.db, 'Chunk Buyer');
    // 1,234 reviewed orders over three review times (microseconds on PostgreSQL), so chunk edges fall inside runs of equal times.
    const times = ['2026-11-01T10:00:00.123456Z', '2026-11-02T10:00:00.5Z', '2026-11-03T10:00:00Z'];
    const count = 1_234;
    for (let start = 0; start < count; start += 200) {
      await t.db
        .insertInto('orders')
        .values(
          Array.from({ length: Math.min(200, count - start) }, (_, k) => {
            const i = start + k;
            return {
              reference: `HSB-CSV${String(i).padStart(5, '0')}`,
              user_id: buyer.id,
              checkout_key: `csv-${i}`,
              status: 'approved' as const,
              method: 'bkash' as const,
              subtotal_paisa: 100,
              discount_paisa: 0,
              total_paisa: 100,
              trx_id: `CSVTRX${i}`,
              reviewed_at: times[i % times.length]!,
              created_at: times[0]!,
              updated_at: times[0]!,
            };
          }),
        )
        .execute();
    }
    const chunks: string[] = [];
    for await (const chunk of exportOrdersCsv(t.db, { status: 'approved' })) chunks.push(chunk);
    expect(chunks.length).toBe(2 + Math.ceil((count - 50) / 500));
    const references = chunks
      .join('')
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]!);
    const expected = await t.db.selectFrom('orders').select(['reference']).where('status', '=', 'approved').orderBy('reviewed_at', 'desc').orderBy('id', 'desc').execute();
    expect(references).toEqual(expected.map((r) => r.reference));
    expect(new Set(references).size).toBe(count);
  });
});
