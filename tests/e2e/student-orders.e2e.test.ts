import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { insertOrder } from '../../src/server/testing/order-factory';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';
import { fillSignIn } from './support/sign-in';

const PASSWORD = 'ledger closed at five';

describe("a student's orders in the browser", () => {
  const app = useAppInBrowser();

  it('shows a payment under review on /my-enroll with its status, and offers no receipt until approval', async () => {
    const user = await createVerifiedUser(app.server.services.auth, { name: 'Rumana Akter', email: 'rumana@example.com', role: 'student', password: PASSWORD });
    const course = await app.server.db.selectFrom('courses').select(['id', 'title']).where('status', '=', 'published').where('price_paisa', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const order = await insertOrder(app.server.db, { userId: user.id, courseIds: [course.id] });

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      // A visitor is sent to sign in and brought back to the screen asked for.
      await page.goto(`${app.server.url}/my-enroll`);
      await page.waitForURL(`${app.server.url}/login?next=${encodeURIComponent('/my-enroll')}`);
      await fillSignIn(page, 'rumana@example.com', PASSWORD);
      await page.waitForURL(`${app.server.url}/my-enroll`);

      const pending = page.getByRole('region', { name: 'Payment under review' });
      const row = pending.locator(`[data-pending-order="${order.reference}"]`);
      await row.getByText(course.title).waitFor();
      // No "not enrolled yet" message beside a purchase that is on its way.
      expect(await page.getByText('You are not enrolled in a course yet').count()).toBe(0);
      await row.getByRole('link', { name: `See status of ${order.reference}` }).click();
      await page.waitForURL(`${app.server.url}/cprocessing/${order.reference}`);
      await page.locator('[data-testid="order-status"][data-status="submitted"]').waitFor();

      await page.goto(`${app.server.url}/coursebyUser`);
      const card = page.locator(`[data-order="${order.reference}"]`);
      await card.getByText(course.title).waitFor();
      expect(await card.getByRole('link', { name: /Receipt/ }).count()).toBe(0);
      await page.goto(`${app.server.url}/coursebyUser?receipt=${order.reference}`);
      await page.getByText('The receipt for this order is issued once our team approves the payment.').waitFor();

      await app.server.db.updateTable('orders').set({ status: 'approved', reviewed_at: new Date().toISOString() }).where('id', '=', order.id).execute();
      await page.goto(`${app.server.url}/coursebyUser`);
      await card.getByRole('link', { name: `Receipt ${order.reference}` }).click();
      await page.getByRole('article', { name: `Receipt ${order.reference}` }).waitFor();
      await page.goto(`${app.server.url}/my-enroll`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('region', { name: 'Payment under review' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
