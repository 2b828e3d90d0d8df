import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { canStillBeSold } from '../../src/server/enrollments/access-window';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';
import { fillSignIn, signInThroughApi } from './support/sign-in';

const PASSWORD = 'trial balance at noon';

const signIn = (page: Page, email: string) => fillSignIn(page, email, PASSWORD);

/**
 * The whole purchase as people do it: a visitor fills a cart, signs in,
 * pays by bKash with a coupon, an admin approves in the dashboard, and the
 * student (whose status page notices by itself) studies both courses.
 */
describe('from cart to course player', () => {
  const app = useAppInBrowser();

  it('a visitor buys two courses by bKash, an admin approves, and the student studies them', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Sumaiya Islam', email: 'sumaiya@example.com', role: 'student', password: PASSWORD });
    await createVerifiedUser(app.server.services.auth, { name: 'Kamrul Hasan', email: 'kamrul.admin@example.com', role: 'admin', password: PASSWORD });
    const sellable = (
      await app.server.db.selectFrom('courses').select(['id', 'slug', 'title', 'access_days', 'access_until']).where('status', '=', 'published').where('price_paisa', '>', 0).orderBy('id').execute()
    ).filter((c) => canStillBeSold(c, new Date()));
    const [first, second] = [sellable[0]!, sellable[1]!];
    const firstLessons = await app.server.db.selectFrom('lessons').select(['id']).where('course_id', '=', first.id).execute();

    const student = await openWatchedPage(app.browser, { width: 390, height: 844 });
    const admin = await openWatchedPage(app.browser);
    const page = student.page;
    const badge = page.getByTestId('cart-count').first();
    try {
      // A visitor fills the browser's cart.
      await page.goto(`${app.server.url}/course-detail/${first.slug}`);
      await page.getByRole('link', { name: 'Add to cart' }).first().click();
      await page.getByText('Added to your cart.').waitFor();
      await page.goto(`${app.server.url}/cart?add=${second.slug}`);
      await page.getByRole('heading', { name: '2 courses in your cart' }).waitFor();
      expect(await badge.textContent()).toBe('2');

      // Signing in merges it into the account's cart.
      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await page.waitForURL(/\/login\?next=/);
      await signIn(page, 'sumaiya@example.com');
      await page.waitForURL(/\/courseEnroll$/);
      await page.getByRole('heading', { name: 'Order summary' }).waitFor();
      expect(await badge.textContent()).toBe('2');
      const cartRows = await app.server.db.selectFrom('cart_items').innerJoin('users', 'users.id', 'cart_items.user_id').select('course_id').where('users.email', '=', 'sumaiya@example.com').execute();
      expect(cartRows.map((r) => r.course_id).sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));

      // A coupon, then a bKash payment with its TrxID.
      await page.getByLabel('Coupon code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByTestId('discount').waitFor();
      await page.getByRole('radio', { name: /bKash/ }).click();
      await page.getByLabel('Number you paid from').fill('01812345678');
      await page.getByLabel('Transaction ID (TrxID)').fill('BK5J2N7QXT');
      await page.getByRole('button', { name: 'Submit payment for review' }).click();
      await page.waitForURL(/\/cprocessing\/HSB-/);
      const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      const status = page.getByTestId('order-status');
      await status.waitFor();
      expect(await status.getAttribute('data-status')).toBe('submitted');

      // The admin approves it from the payments queue.
      await signInThroughApi(admin.page, app.server.url, 'kamrul.admin@example.com', PASSWORD);
      await admin.page.goto(`${app.server.url}/admin`);
      await admin.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payments & enrollments' }).click();
      const card = admin.page.locator(`[data-order="${reference}"]`);
      await card.getByText('Sumaiya Islam').waitFor();
      await card.getByText('BK5J2N7QXT').waitFor();
      await card.getByRole('button', { name: `Approve ${reference}` }).click();
      await card.getByRole('button', { name: `Yes, approve and email ${reference}` }).click();
      await admin.page.getByText(`Approved ${reference}.`).waitFor();

      // The student's status page notices by itself, and the approval mail is written.
      await page.locator('[data-testid="order-status"][data-status="approved"]').waitFor({ timeout: 20_000 });
      const mail = await app.server.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', 'sumaiya@example.com')
        .where('kind', '=', 'order_approved')
        .executeTakeFirst();
      expect(mail?.subject).toContain(reference);
      expect(mail?.text_body).toContain('/my-enroll');

      // Both courses are in My courses; the player keeps completed lessons.
      await page.goto(`${app.server.url}/my-enroll`);
      for (const course of [first, second]) await page.locator(`[data-course="${course.slug}"]`).getByRole('link', { name: course.title, exact: true }).waitFor();
      const firstCard = page.locator(`[data-course="${first.slug}"]`);
      await firstCard.getByRole('link', { name: 'Start' }).click();
      await page.waitForURL(new RegExp(`/courseland/${first.slug}/\\d+$`));
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await page.getByRole('button', { name: 'Completed' }).waitFor();
      await page.getByRole('link', { name: 'Next lesson' }).click();
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await page.getByRole('button', { name: 'Completed' }).waitFor();
      await page.getByText(`2 of ${firstLessons.length} lessons completed`).first().waitFor();

      await page.goto(`${app.server.url}/my-enroll`);
      await firstCard.getByText(`2 of ${firstLessons.length} lessons completed`).waitFor();
      expect(Number(await firstCard.getByRole('progressbar').getAttribute('aria-valuenow'))).toBe(Math.floor(200 / firstLessons.length));
      expect(student.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await student.close();
      await admin.close();
    }
  });
});
