import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { USERS_COUNT_CAP } from '../../contracts/admin-schemas';
import { flag, type Db } from '../db/database';
import { Browser, GOOD_PASSWORD, signedInAs, uniqueEmail, verifiedStudent } from '../testing/auth-helpers';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database';
import { useTestApp } from '../testing/test-app';
import { down, up } from '../db/migrations/0029-user-search-words';
import { accountWords } from './account-words';
import { listUsers } from './list-users';

/** Accounts written straight to the database with their search words, newest last, in two statements each. */
async function insertAccounts(db: Db, names: string[]): Promise<string[]> {
  const tag = crypto.randomBytes(4).toString('hex');
  const base = Date.now() - names.length * 1000;
  const users = names.map((name, i) => ({
    id: `search-${tag}-${i}`,
    name,
    email: `search-${tag}-${i}@example.com`,
    email_verified: flag(db, true),
    role: 'student',
    created_at: new Date(base + i * 1000).toISOString(),
    updated_at: new Date(base + i * 1000).toISOString(),
  }));
  const words = users.flatMap((u) => accountWords(u.name, u.email).map((word) => ({ user_id: u.id, word })));
  for (let i = 0; i < users.length; i += 500)
    await db
      .insertInto('users')
      .values(users.slice(i, i + 500))
      .execute();
  for (let i = 0; i < words.length; i += 1000)
    await db
      .insertInto('user_search_words')
      .values(words.slice(i, i + 1000))
      .execute();
  return users.map((u) => u.id);
}

const marker = () => `Qz${crypto.randomBytes(4).toString('hex')}`;

describe.each(testDatabaseKinds())('the admin user search on %s', (kind) => {
  const t = useTestApp(kind);
  const search = (q: string, extra: Partial<Parameters<typeof listUsers>[1]> = {}) => listUsers(t.db, { q, page: 1, pageSize: 20, ...extra });
  const names = async (q: string) => (await search(q)).items.map((u) => u.name).sort();

  it('finds an account by the start of any word of its name, case-insensitively, and not by the middle of a word', async () => {
    const m = marker();
    await insertAccounts(t.db, [`Nusrat ${m} Rahman`, `Tanvir ${m}`, `Ümit ${m}son`]);
    expect(await names(m.toLowerCase())).toEqual([`Nusrat ${m} Rahman`, `Tanvir ${m}`, `Ümit ${m}son`].sort());
    expect(await names(`${m.slice(0, 5).toUpperCase()} NUS`)).toEqual([`Nusrat ${m} Rahman`]);
    expect(await names(`rahm ${m}`)).toEqual([`Nusrat ${m} Rahman`]);
    expect(await names(`umit ${m}`)).toEqual([`Ümit ${m}son`]);
    expect(await names(`ÜMIT ${m}`)).toEqual([`Ümit ${m}son`]);
    expect(await names(m.slice(2))).toEqual([]);
    expect(await names('%')).toEqual([]);
    const list = await search(m);
    expect(list).toMatchObject({ total: 3, totalCapped: false });
    const dates = list.items.map((u) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('finds an account by the start of its email address, the whole address, or a word of its local part', async () => {
    const [id] = await insertAccounts(t.db, ['Farhana Akter']);
    const email = `${id}@example.com`;
    const byEmail = async (q: string) => (await search(q)).items.map((u) => u.id);
    expect(await byEmail(email)).toEqual([id]);
    expect(await byEmail(email.toUpperCase())).toEqual([id]);
    expect(await byEmail(`${id}@exa`)).toEqual([id]);
    expect(await byEmail(id!)).toEqual([id]);
    expect(await byEmail(id!.split('-')[1]!)).toEqual([id]);
    expect(await byEmail(`someone.else@example.com`)).toEqual([]);
  });

  it('finds a Bangla name by any of its words and by the start of a word', async () => {
    const m = marker();
    await insertAccounts(t.db, [`মোহাম্মদ রহমান ${m}`, `সাদিয়া ইসলাম ${m}`]);
    expect(await names(`রহমান ${m}`)).toEqual([`মোহাম্মদ রহমান ${m}`]);
    expect(await names(`রহমা ${m}`)).toEqual([`মোহাম্মদ রহমান ${m}`]);
    expect(await names(`সাদিয়া ${m}`)).toEqual([`সাদিয়া ইসলাম ${m}`]);
    expect(await names(`ইস ${m}`)).toEqual([`সাদিয়া ইসলাম ${m}`]);
  });

  it(`counts matches up to ${USERS_COUNT_CAP}, pages the newest of them, and counts a narrower search exactly`, async () => {
    const m = marker();
    const ids = await insertAccounts(
      t.db,
      Array.from({ length: USERS_COUNT_CAP + 5 }, (_, i) => `Sadia ${m} ${i % 7 === 0 ? 'Chowdhury' : 'Khan'}`),
    );
    const first = await search(m);
    expect(first).toMatchObject({ total: USERS_COUNT_CAP, totalCapped: true });
    expect(first.items.map((u) => u.id)).toEqual(ids.slice(-20).reverse());
    const last = await search(m, { page: USERS_COUNT_CAP / 20 });
    expect(last.items.map((u) => u.id)).toEqual(ids.slice(5, 25).reverse());
    expect((await search(m, { page: USERS_COUNT_CAP / 20 + 1 })).items).toEqual([]);

    const narrower = await search(`${m} chow`);
    expect(narrower).toMatchObject({ total: Math.ceil((USERS_COUNT_CAP + 5) / 7), totalCapped: false });
    expect(narrower.items.map((u) => u.id)).toEqual(
      ids
        .filter((_, i) => i % 7 === 0)
        .slice(-20)
        .reverse(),
    );
    expect(await search(m, { role: 'admin' })).toMatchObject({ total: 0, totalCapped: false, items: [] });

    const everyone = await listUsers(t.db, { page: 1, pageSize: 20 });
    expect(everyone).toMatchObject({ total: USERS_COUNT_CAP, totalCapped: true });
    expect(everyone.items[0]!.id).toBe(ids.at(-1));
  });

  it('finds an account made through sign-up by its name, and a renamed one by its new name and address only', async () => {
    const m = marker();
    const browser = new Browser(t.request);
    const email = uniqueEmail();
    expect((await browser.call('/api/auth/sign-up/email', { body: { name: `Pending ${m}`, email, password: GOOD_PASSWORD } })).status).toBe(200);
    expect((await search(`pending ${m}`)).items.map((u) => u.email)).toEqual([email]);

    const student = await signedInAs(t.request, t.services.auth, 'student', `Rahim ${m}`);
    expect((await search(`rahim ${m}`)).items.map((u) => u.id)).toEqual([student.id]);
    expect((await student.browser.call('/api/auth/update-user', { body: { name: `Karim ${m}` } })).status).toBe(200);
    expect((await search(`karim ${m}`)).items.map((u) => u.id)).toEqual([student.id]);
    expect((await search(`rahim ${m}`)).items).toEqual([]);

    const ctx = await t.services.auth.$context;
    const newEmail = `moved.${m.toLowerCase()}@example.com`;
    await ctx.internalAdapter.updateUser(student.id, { email: newEmail });
    expect((await search(newEmail)).items.map((u) => u.id)).toEqual([student.id]);
    expect((await search(student.email)).items).toEqual([]);

    const verified = await verifiedStudent(t.request, t.db, `Verified ${m}`);
    expect((await search(`verified ${m}`)).items.map((u) => u.email)).toEqual([verified.email]);
  });

  it('keeps one set of words when twenty renames of one account race', async () => {
    const m = marker();
    const student = await signedInAs(t.request, t.services.auth, 'student', `Racer ${m}`);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => student.browser.call('/api/auth/update-user', { body: { name: `Racer${i} ${m}` } })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const row = await t.db.selectFrom('users').select(['name', 'email']).where('id', '=', student.id).executeTakeFirstOrThrow();
    const stored = await t.db.selectFrom('user_search_words').select('word').where('user_id', '=', student.id).execute();
    expect(stored.map((r) => r.word).sort()).toEqual(accountWords(row.name, row.email).sort());
  });
});

describe.each(testDatabaseKinds())('migration 0029 on %s', (kind) => {
  it('indexes every account that was there before it', async () => {
    const database = await createTestDatabase(kind);
    try {
      const db = database.db;
      const at = new Date().toISOString();
      await db
        .insertInto('users')
        .values([
          { id: 'before-1', name: 'Jannat Ara Begum', email: 'Jannat.Ara@Example.com', email_verified: flag(db, true), role: 'student', created_at: at, updated_at: at },
          { id: 'before-2', name: 'আয়েশা সিদ্দিকা', email: 'ayesha@example.com', email_verified: flag(db, false), role: null, created_at: at, updated_at: at },
        ])
        .execute();
      await down(db as unknown as Parameters<typeof down>[0]);
      await up(db as unknown as Parameters<typeof up>[0]);
      for (const [id, name, email] of [
        ['before-1', 'Jannat Ara Begum', 'Jannat.Ara@Example.com'],
        ['before-2', 'আয়েশা সিদ্দিকা', 'ayesha@example.com'],
      ] as const) {
        const stored = await db.selectFrom('user_search_words').select('word').where('user_id', '=', id).execute();
        expect(stored.map((r) => r.word).sort()).toEqual(accountWords(name, email).sort());
      }
      expect((await listUsers(db, { q: 'begum jann', page: 1, pageSize: 20 })).items.map((u) => u.id)).toEqual(['before-1']);
      expect((await listUsers(db, { q: 'সিদ্দি', page: 1, pageSize: 20 })).items.map((u) => u.id)).toEqual(['before-2']);
    } finally {
      await database.destroy();
    }
  });
});
