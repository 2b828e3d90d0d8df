import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL introspector', () => {
  let mine: TestDatabase;
  let other: TestDatabase;
  beforeAll(async () => {
    mine = await createTestDatabase('postgres');
    other = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await mine?.destroy();
    await other?.destroy();
  });

  it('sees only the tables of its own schema, with their columns', async () => {
    const tables = await mine.db.introspection.getTables({ withInternalKyselyTables: true });
    const schemas = new Set(tables.map((t) => t.schema));
    expect(schemas.size).toBe(1);
    const names = tables.map((t) => t.name);
    expect(names).toContain('kysely_migration');
    expect(names).toContain('courses');
    expect(new Set(names).size).toBe(names.length);
    const courses = tables.find((t) => t.name === 'courses')!;
    expect(courses.columns.map((c) => c.name)).toContain('slug');
    expect((await mine.db.introspection.getTables()).map((t) => t.name)).not.toContain('kysely_migration');
    expect(await mine.db.introspection.getSchemas()).toEqual([{ name: [...schemas][0] }]);
  });

  it('keeps working while other schemas are created and dropped beside it', async () => {
    // Side-by-side test files create and drop their schemas all the time;
    // Kysely's own introspector failed when one vanished mid-query.
    const churn = new pg.Client({ connectionString: url });
    await churn.connect();
    let stop = false;
    const churning = (async () => {
      for (let i = 0; !stop; i++) {
        const name = `churn_${process.pid}_${i}`;
        await churn.query(`create schema ${name}`);
        await churn.query(`create table ${name}.t (id serial primary key, a text, b text)`);
        await churn.query(`drop schema ${name} cascade`);
      }
    })();
    try {
      for (let i = 0; i < 60; i++) {
        const tables = await mine.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(tables.some((t) => t.name === 'kysely_migration')).toBe(true);
      }
    } finally {
      stop = true;
      await churning;
      await churn.end();
    }
  });
});
