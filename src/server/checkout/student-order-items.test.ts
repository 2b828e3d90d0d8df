import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { studentOrderItems } from './student-order-items';

describe("a student's order items on SQLite", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-plan-'));
  const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'plan.sqlite') });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([[[1]], [[1, 2]]])("start from the student's orders and find their items by order, never by course (courses %j)", async (courseIds) => {
    await migrateToLatest(db);
    const query = studentOrderItems(db, 'someone', courseIds).select('orders.reference').where('orders.status', '=', 'submitted').compile();
    const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    const steps = plan.rows.map((r) => r.detail);
    expect(steps[0]).toMatch(/^SEARCH orders USING INDEX orders_user_idx \(user_id=\?\)/);
    expect(steps[1]).toMatch(/^SEARCH order_items USING INDEX sqlite_autoindex_order_items_1 \(order_id=\?\)/);
    expect(steps).toHaveLength(2);
  });
});
