import crypto from 'node:crypto';
import { signedCookieLine } from '../../src/server/auth/signed-cookie';
import { flag, type Db } from '../../src/server/db/database';
import { sellablePaidCourseSlugs } from '../../src/server/testing/sellable-courses';

/**
 * The benchmark's students, written straight into the database the server
 * migrated: a verified user and a 30-day session each, as Better Auth
 * writes them at sign-in (signing in over HTTP would meet the per-address
 * sign-in limit). Their cookies are signed here with the server's secret.
 */
export type BenchStudent = { id: string; cookie: string; sender: string };
export type BenchCourse = { slug: string };

/** Better Auth's session cookie with the project's prefix, on plain http (https adds `__Secure-`). */
export const SESSION_COOKIE = 'hisab.session_token';
const ID_PREFIX = 'bench-student-';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function createStudents(db: Db, count: number, secret: string): Promise<BenchStudent[]> {
  const now = new Date();
  const at = now.toISOString();
  const students: BenchStudent[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, j) => {
      const i = start + j;
      return { id: `${ID_PREFIX}${i}`, token: crypto.randomBytes(24).toString('base64url'), i };
    });
    await db
      .insertInto('users')
      .values(
        batch.map((s) => ({
          id: s.id,
          name: `Bench Student ${s.i}`,
          email: `bench.student.${s.i}@example.com`,
          email_verified: flag(db, true),
          role: 'student',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await db
      .insertInto('sessions')
      .values(
        batch.map((s) => ({
          id: crypto.randomUUID(),
          token: s.token,
          user_id: s.id,
          expires_at: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
          ip_address: '127.0.0.1',
          user_agent: 'bench:requests',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    for (const s of batch) {
      students.push({
        id: s.id,
        cookie: signedCookieLine({ name: SESSION_COOKIE, value: s.token, secret, attributes: {} }).split(';')[0]!,
        sender: `017${String(s.i).padStart(8, '0')}`,
      });
    }
  }
  return students;
}

/** Published paid courses that can still be sold, oldest first: what the students add and buy. */
export async function sellableCourses(db: Db, limit: number): Promise<BenchCourse[]> {
  return (await sellablePaidCourseSlugs(db)).slice(0, limit).map((slug) => ({ slug }));
}

/** Empty carts before an add-to-cart window, so every add inserts a row. */
export async function emptyCarts(db: Db): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', 'like', `${ID_PREFIX}%`).execute();
}

/**
 * Before a checkout window: the students' submitted orders are marked
 * rejected (as an admin would), so each course may be bought again without
 * `payment_pending`. Orders stay in the table, as they would on a site.
 */
export async function settleOrders(db: Db): Promise<void> {
  await db.updateTable('orders').set({ status: 'rejected' }).where('user_id', 'like', `${ID_PREFIX}%`).where('status', '=', 'submitted').execute();
}

/** How many cart rows and submitted orders the students have (to check what a window did). */
export async function studentRows(db: Db): Promise<{ cartItems: number; submittedOrders: number }> {
  const carts = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', 'like', `${ID_PREFIX}%`)
    .executeTakeFirstOrThrow();
  const orders = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', 'like', `${ID_PREFIX}%`)
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return { cartItems: Number(carts.n), submittedOrders: Number(orders.n) };
}
