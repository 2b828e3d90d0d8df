import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flag } from '../database';
import { insertSubject } from '../../testing/factories';
import { insertOrder } from '../../testing/order-factory';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { up } from './0008-trx-id-letters-digits';

describe.each(testDatabaseKinds())('stored transaction IDs become letters and digits (%s)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.destroy());

  it('rewrites each stored ID, and where two spellings share a payment keeps the older normalised and the later as it was', async () => {
    const at = new Date().toISOString();
    const userId = `migration-${crypto.randomBytes(4).toString('hex')}`;
    await t.db
      .insertInto('users')
      .values({ id: userId, name: 'Rahim', email: `${userId}@example.com`, email_verified: flag(t.db, true), role: 'student', created_at: at, updated_at: at })
      .execute();
    const subject = await insertSubject(t.db);
    const course = await t.db
      .insertInto('courses')
      .values({
        slug: `course-${subject.slug}`,
        title: 'A course',
        subject_id: subject.id,
        summary: 's',
        description: 'd',
        outcomes: '[]',
        requirements: '[]',
        language: 'English',
        price_paisa: 100_000,
        sale_price_paisa: null,
        access_days: null,
        access_until: null,
        status: 'published',
        published_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const courseIds = [course.id];
    const older = await insertOrder(t.db, { userId, courseIds, trxId: 'REUSE2389C3' });
    const later = await insertOrder(t.db, { userId, courseIds, trxId: 'REUS-E2389C3' });
    const dashed = await insertOrder(t.db, { userId, courseIds, trxId: '8N7A-6D5F 21' });
    const none = await insertOrder(t.db, { userId, courseIds, trxId: null, method: 'free', sender: null });

    await up(t.db as unknown as Parameters<typeof up>[0]);

    const stored = new Map((await t.db.selectFrom('orders').select(['id', 'trx_id']).execute()).map((r) => [r.id, r.trx_id]));
    expect(stored.get(older.id)).toBe('REUSE2389C3');
    expect(stored.get(later.id)).toBe('REUS-E2389C3');
    expect(stored.get(dashed.id)).toBe('8N7A6D5F21');
    expect(stored.get(none.id)).toBeNull();
  });
});
