import { describe, expect, it } from 'vitest';
import { SUBJECT_NAMES } from '../../contracts/subjects';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';

describe.each(testDatabaseKinds())('migrations and seed on %s', (kind) => {
  const t = useTestApp(kind, { seed: false });

  it('fills an empty database, and a second run adds nothing', async () => {
    expect(await seedDatabase(t.db)).toEqual({ subjects: SUBJECT_NAMES.length });
    const areas = await t.db.selectFrom('syllabus_areas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await seedDatabase(t.db)).toEqual({ subjects: 0 });
    const subjects = await t.db.selectFrom('subjects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const areasAfter = await t.db.selectFrom('syllabus_areas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(subjects.n)).toBe(SUBJECT_NAMES.length);
    expect(Number(areasAfter.n)).toBe(Number(areas.n));
  });

  it('leaves an admin’s edit alone on the next start', async () => {
    await t.db.updateTable('subjects').set({ pass_mark_percent: 55 }).where('slug', '=', 'accounting').execute();
    await seedDatabase(t.db);
    const row = await t.db.selectFrom('subjects').select('pass_mark_percent').where('slug', '=', 'accounting').executeTakeFirstOrThrow();
    expect(row.pass_mark_percent).toBe(55);
  });

  it('is already at the latest migration, so migrating again applies nothing', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('stores timestamps as ISO strings on both databases', async () => {
    const row = await t.db.selectFrom('subjects').select(['created_at', 'updated_at']).executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it('enforces foreign keys', async () => {
    await expect(
      t.db.insertInto('syllabus_areas').values({ subject_id: 999_999, position: 1, name: 'x', summary: 'x', weighting_percent: null }).execute(),
    ).rejects.toThrow();
  });
});
