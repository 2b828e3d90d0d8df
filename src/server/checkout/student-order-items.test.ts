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

  it("start from the student's orders, never from every order of a course", async () => {
    await migrateToLatest(db);
    const query = studentOrderItems(db)
      .select('orders.reference')
      .where('orders.user_id', '=', 'someone')
      .where('orders.status', '=', 'submitted')
      .where('order_items.course_id', 'in', [1, 2])
      .compile();
    const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    const steps = plan.rows.map((r) => r.detail);
    expect(steps[0]).toMatch(/^SEARCH orders USING INDEX orders_user_idx \(user_id=\?\)/);
    expect(steps.join('\n')).not.toMatch(/order_items_course_idx/);
  });
});
