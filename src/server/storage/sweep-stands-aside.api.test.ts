import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { INSTALLATION_MARKER_KEY, installationId } from './installation-marker';
import { keepBytes } from './kept-files';
import { SWEEP_GRACE_MS, sweepStorage } from './sweep-storage';

const text = (value: string) => new TextEncoder().encode(value);
const marker = (installation: string) => text(JSON.stringify({ installation }));

describe.each(testDatabaseKinds())('the storage sweep stands aside (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  /** Far enough on that everything put is old. */
  const later = () => new Date(Date.now() + 2 * SWEEP_GRACE_MS);
  const sweep = (dryRun = false) => sweepStorage({ db: t.db, storage: t.services.storage }, { now: later(), dryRun });
  const applied = async () => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db)).rows.map((row) => row.name);
  let unnamed: string;

  beforeAll(async () => {
    unnamed = await keepBytes(t.services.storage, 'lesson-files', text(`%PDF- nobody names it ${randomUUID()}`));
  });

  it('writes nothing in a dry run, the marker included', async () => {
    const report = await sweep(true);
    expect(report.skipped).toBeNull();
    expect(report.removed.objects).toBe(1);
    expect(await t.services.storage.read(INSTALLATION_MARKER_KEY)).toBeNull();
    expect(await t.services.storage.size(unnamed)).not.toBeNull();
  });

  it('leaves the schema as it is and removes nothing while the database lacks a migration of this release', async () => {
    const last = Object.keys(migrations).at(-1)!;
    const row = (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = ${last}`.execute(t.db)).rows[0]!;
    await sql`delete from kysely_migration where name = ${last}`.execute(t.db);
    try {
      const before = await applied();
      for (const dryRun of [true, false]) {
        const report = await sweep(dryRun);
        expect(report.skipped).toContain(last);
        expect(report.skipped).toContain('npm run db:migrate');
      }
      expect(await applied()).toEqual(before);
      expect(await t.services.storage.size(unnamed)).not.toBeNull();
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(t.db);
    }
  });

  it("refuses a storage whose marker names another installation (a staging copy on production's bucket), removing nothing", async () => {
    const other = randomUUID();
    await t.services.storage.put(INSTALLATION_MARKER_KEY, marker(other));
    for (const dryRun of [true, false]) {
      const report = await sweep(dryRun);
      expect(report.skipped).toContain(other);
      expect(report.skipped).toContain('another installation');
    }
    expect(await t.services.storage.size(unnamed)).not.toBeNull();
    await t.services.storage.put(INSTALLATION_MARKER_KEY, text('not a marker'));
    expect((await sweep()).skipped).toMatch(/not one this release wrote/);
    expect(await t.services.storage.size(unnamed)).not.toBeNull();
    await t.services.storage.delete(INSTALLATION_MARKER_KEY);
  });

  it('marks a storage without a marker as this installation’s, and sweeps it', async () => {
    const report = await sweep();
    expect(report.skipped).toBeNull();
    expect(report.removed.objects).toBe(1);
    expect(await t.services.storage.size(unnamed)).toBeNull();
    const written = JSON.parse(new TextDecoder().decode((await t.services.storage.read(INSTALLATION_MARKER_KEY))!)) as { installation: string };
    expect(written.installation).toBe(await installationId(t.db));
    // The marker is at the root, in none of the product's folders: no sweep takes it.
    expect((await sweep()).skipped).toBeNull();
    expect(await t.services.storage.read(INSTALLATION_MARKER_KEY)).not.toBeNull();
  });
});
