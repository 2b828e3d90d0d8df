import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { useAppInBrowser } from './support/app';
import { AXE, WIDTHS, audit } from './support/axe';
import { openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'ledger balances every month';

describe('accessibility (axe-core) of the admin area and the studio at phone and desktop widths', () => {
  const app = useAppInBrowser();

  /** A student's order waiting for review, its course bought with a coupon: the order screen strikes through the price before the discount. */
  async function discountedOrder(): Promise<string> {
    const db = app.server.db;
    const user = await createVerifiedUser(app.server.services.auth, { name: 'Rafiq Hasan', email: 'axe.buyer@example.com', role: 'student', password: PASSWORD });
    const course = await db.selectFrom('courses').select(['id', 'slug', 'title']).where('status', '=', 'published').where('price_paisa', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const reference = 'HSB-AXED15C1';
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('orders')
      .values({
        reference,
        user_id: user.id,
        checkout_key: reference,
        status: 'submitted',
        method: 'bkash',
        subtotal_paisa: 500000,
        discount_paisa: 50000,
        total_paisa: 450000,
        sender: '01711000000',
        trx_id: 'TRXAXED15C1',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values({
        order_id: id,
        course_id: course.id,
        course_slug: course.slug,
        course_title: course.title,
        price_paisa: 500000,
        sale_price_paisa: null,
        discount_paisa: 50000,
        paid_paisa: 450000,
        position: 0,
      })
      .execute();
    return reference;
  }

  /** The admin area's screens (an order with a discount and a tutor's page among them), the studio's lists and one editor of each kind (the first item of each, and a blueprint exam). */
  async function adminPaths(): Promise<string[]> {
    const db = app.server.db;
    const first = async <T>(query: Promise<T | undefined>) => {
      const row = await query;
      if (!row) throw new Error('the demo content has none of these');
      return row;
    };
    const course = await first(db.selectFrom('courses').select('id').orderBy('id').executeTakeFirst());
    const question = await first(db.selectFrom('questions').select('id').orderBy('id').executeTakeFirst());
    const exam = await first(db.selectFrom('exams').select('id').orderBy('id').executeTakeFirst());
    // A blueprint exam too: its table of rows scrolls sideways on a phone, in a box a keyboard can scroll.
    const blueprint = await first(db.selectFrom('exams').select('id').where('selection', '=', 'blueprint').orderBy('id').executeTakeFirst());
    const post = await first(db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirst());
    const mentor = await first(db.selectFrom('instructors').select('id').orderBy('id').executeTakeFirst());
    const page = await first(db.selectFrom('content_pages').select('slug').orderBy('slug').executeTakeFirst());
    const resource = await first(db.selectFrom('resources').select('id').orderBy('id').executeTakeFirst());
    const order = await discountedOrder();
    // The demo tutor: a tutor's page carries the papers they mark.
    const tutor = await first(db.selectFrom('users').select('id').where('role', '=', 'tutor').orderBy('created_at').executeTakeFirst());
    return [
      '/admin',
      '/admin/users',
      `/admin/users/${tutor.id}`,
      '/admin/enrollments',
      `/admin/enrollments/orders/${order}`,
      '/admin/settings',
      '/admin/outbox',
      '/admin/marking',
      '/admin/studio',
      '/admin/studio/courses',
      `/admin/studio/courses/${course.id}`,
      `/admin/studio/courses/${course.id}/curriculum`,
      '/admin/studio/questions',
      `/admin/studio/questions/${question.id}`,
      '/admin/studio/questions/import',
      '/admin/studio/exams',
      `/admin/studio/exams/${exam.id}`,
      `/admin/studio/exams/${blueprint.id}`,
      '/admin/studio/exams/new',
      '/admin/studio/question-reports',
      '/admin/studio/posts',
      `/admin/studio/posts/${post.id}`,
      '/admin/studio/mentors',
      `/admin/studio/mentors/${mentor.id}`,
      '/admin/studio/pages',
      `/admin/studio/pages/${page.slug}`,
      '/admin/studio/resources',
      `/admin/studio/resources/${resource.id}`,
    ];
  }

  it('finds no violation in the admin area and the studio', { timeout: 300_000 }, async () => {
    const email = 'axe.admin@example.com';
    await createVerifiedUser(app.server.services.auth, { name: 'Farhana Rahman', email, role: 'admin', password: PASSWORD });
    const { page, errors, close } = await openWatchedPage(app.browser, WIDTHS[0]!.viewport, AXE);
    const problems: string[] = [];
    try {
      await signInThroughApi(page, app.server.url, email, PASSWORD);
      for (const path of await adminPaths()) {
        await page.goto(app.server.url + path);
        problems.push(...(await audit(page, path)));
      }
      // Every screen drew without a script error or a failed request along the way.
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  });
});
