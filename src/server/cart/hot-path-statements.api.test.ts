import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart-schemas';
import type { Order } from '../../contracts/commerce-schemas';
import { signedInAs, type Browser } from '../testing/auth-helpers';
import { countStatements } from '../testing/count-statements';
import { sellablePaidCourseSlugs } from '../testing/sellable-courses';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const HOUR = 60 * 60 * 1000;

/**
 * The exact number of statements the hottest requests send, so that one
 * more fails here and has to be argued for. BEGIN and COMMIT count.
 *
 * The session check keeps a session in memory per process (10 s in
 * production, see auth/session-reader.ts): a request whose session is kept
 * ("warm") sends no statement for it, one whose session must be read
 * ("cold") sends one. Here the session and its shared version are kept for
 * an hour, so a slow machine cannot turn a warm request cold halfway; every
 * browser makes one request before it is counted, and the counts below are
 * the operation's own. PostgreSQL sends the same statements plus what
 * keeps one student's racing writes apart (db/lock-user.ts): a row lock on
 * the user inside the checkout's transaction, and the add's insert in a
 * transaction with that lock; SQLite's transactions and single statements
 * are already serialised.
 */
describe.each(testDatabaseKinds())('statements per hot request on %s', (kind) => {
  /** PostgreSQL's extra statements: the user's row lock, and for the add its BEGIN and COMMIT. */
  const lock = kind === 'postgres' ? 1 : 0;
  const addTransaction = kind === 'postgres' ? 3 : 0;
  const t = useTestApp(kind, { countStatements: true, sessions: { ttlMs: HOUR, checkEveryMs: HOUR } });
  let slugs: string[] = [];

  beforeAll(async () => {
    slugs = await sellablePaidCourseSlugs(t.db);
  });
  /** A sellable course no other test here has used. */
  const freshSlug = () => slugs.shift()!;

  /** The statements one request sends, its answer read to the end. */
  const statementsOf = async (browser: Browser, path: string, init: { method?: string; body?: unknown } = {}) => {
    let status = 0;
    let body: unknown;
    const sent = await countStatements(t.db, async () => {
      const res = await browser.call(path, init);
      status = res.status;
      body = await res.json();
    });
    return { status, body, sent };
  };

  /** Exactly `count` statements; a failure lists the ones sent. */
  const expectStatements = (sent: string[], count: number) => expect(sent, `statements sent:\n${sent.join('\n')}\n`).toHaveLength(count);

  /** A signed-in student whose session the app has already read once. */
  const warmStudent = async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    expect((await student.browser.call('/api/cart/count')).status).toBe(200);
    return student.browser;
  };

  const add = (browser: Browser, slug: string) => statementsOf(browser, `/api/cart/items/${slug}`, { method: 'PUT' });
  const checkout = (browser: Browser, expectedTotalPaisa: number) =>
    statementsOf(browser, '/api/checkout', {
      body: { checkoutKey: crypto.randomUUID(), method: 'bkash', sender: '01712345678', trxId: `HP${crypto.randomBytes(5).toString('hex').toUpperCase()}`, expectedTotalPaisa },
    });

  it('reads a cold session in one statement and a warm one in none', async () => {
    await warmStudent(); // the process's first check also reads the shared session version
    const { browser } = await signedInAs(t.request, t.services.auth, 'student');
    const cold = await statementsOf(browser, '/api/cart/count');
    expect(cold.status).toBe(200);
    // The session with its user, then the count.
    expectStatements(cold.sent, 2);
    const warm = await statementsOf(browser, '/api/cart/count');
    expect(warm.body).toEqual({ count: 0 });
    expectStatements(warm.sent, 1);
  });

  it('adds a new course in three statements (six on PostgreSQL) and one already in the cart in two', async () => {
    const browser = await warmStudent();
    const [first, second] = [freshSlug(), freshSlug()];
    await add(browser, first);
    // The cart's courses with this one (prices, enrollments), the cart's coupon, the insert within the limit.
    const added = await add(browser, second);
    expect(added.status).toBe(200);
    expect((added.body as Cart).lines.map((l) => l.slug)).toEqual([first, second]);
    expectStatements(added.sent, 3 + addTransaction);
    // The same two reads; nothing to write.
    const again = await add(browser, second);
    expect(again.body).toEqual(added.body);
    expectStatements(again.sent, 2);
    const cart = await statementsOf(browser, '/api/cart');
    expect(cart.body).toEqual(added.body);
    expectStatements(cart.sent, 2);
  });

  it('checks out the cart in thirteen statements (fourteen on PostgreSQL), answering the order as stored', async () => {
    const browser = await warmStudent();
    await add(browser, freshSlug());
    const { body } = await add(browser, freshSlug());
    const placed = await checkout(browser, (body as Cart).totalPaisa);
    expect(placed.status).toBe(201);
    // Repeat lookup; cart courses and cart coupon; payment method; BEGIN, (the
    // student's lock,) pending orders, courses owned, order, the kept order count, items, cart rows out, mail, COMMIT.
    expectStatements(placed.sent, 13 + lock);
    const { order } = placed.body as { order: Order };
    expect(await (await browser.call(`/api/my/orders/${order.reference}`)).json()).toEqual(order);
  });

  it("checks out with the cart's coupon in fifteen statements (sixteen on PostgreSQL)", async () => {
    const browser = await warmStudent();
    await add(browser, freshSlug());
    const code = `HP${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    await t.db.insertInto('coupons').values({ code, description: 'Test coupon', kind: 'percent', amount: 10 }).execute();
    const cart = (await (await browser.call('/api/cart/coupon', { method: 'PUT', body: { code } })).json()) as Cart;
    expect(cart.coupon?.status).toBe('applied');
    const placed = await checkout(browser, cart.totalPaisa);
    expect(placed.status).toBe(201);
    // As above, plus checking the coupon still has approved uses left (a waiting order takes none) and deleting it from the cart.
    expectStatements(placed.sent, 15 + lock);
    const { order } = placed.body as { order: Order };
    expect(order.couponCode).toBe(code);
    expect(await (await browser.call(`/api/my/orders/${order.reference}`)).json()).toEqual(order);
  });
});
