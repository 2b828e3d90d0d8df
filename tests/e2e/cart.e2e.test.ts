import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { canStillBeSold } from '../../src/server/enrollments/access-window';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';

const PASSWORD = 'trial balance at noon';

describe('the cart and checkout in the browser', () => {
  const app = useAppInBrowser();

  it('keeps a visitor cart through sign-in, applies a coupon and submits a bKash payment for review', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Tania Rahman', email: 'tania@example.com', role: 'student', password: PASSWORD });
    const courses = (
      await app.server.db.selectFrom('courses').select(['slug', 'title', 'access_days', 'access_until']).where('status', '=', 'published').where('price_paisa', '>', 0).orderBy('id').execute()
    )
      .filter((c) => canStillBeSold(c, new Date()))
      .slice(0, 2);
    const [first, second] = courses as [(typeof courses)[0], (typeof courses)[0]];
    const { page, errors, close } = await openWatchedPage(app.browser);
    const badge = page.getByTestId('cart-count').first();
    try {
      await page.goto(`${app.server.url}/course-detail/${first.slug}`);
      // A visitor with nothing in the cart sees no count on it.
      await page.getByRole('link', { name: 'Cart, empty' }).first().waitFor();
      expect(await page.getByTestId('cart-count').count()).toBe(0);
      await page.getByRole('link', { name: 'Add to cart' }).first().click();
      await page.getByText('Added to your cart.').waitFor();
      await page.goto(`${app.server.url}/cart?add=${second.slug}`);
      await page.getByRole('heading', { name: '2 courses in your cart' }).waitFor();
      expect(await badge.textContent()).toBe('2');

      await page.getByRole('button', { name: `Remove ${first.title}` }).click();
      await page.getByRole('heading', { name: '1 course in your cart' }).waitFor();
      expect(await badge.textContent()).toBe('1');
      await page.goto(`${app.server.url}/cart?add=${first.slug}`);
      await page.getByRole('heading', { name: '2 courses in your cart' }).waitFor();
      expect(await badge.textContent()).toBe('2');

      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await page.waitForURL(/\/login\?next=/);
      await page.getByLabel('Email address').fill('tania@example.com');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: /^Sign in/ }).click();
      await page.waitForURL(/\/courseEnroll$/);
      await page.getByRole('heading', { name: 'Order summary' }).waitFor();
      await page.getByText(first.title).first().waitFor();
      await page.getByText(second.title).first().waitFor();
      expect(await badge.textContent()).toBe('2');

      await page.getByLabel('Coupon code').fill('welcome10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByTestId('discount').waitFor();
      const total = await page.getByTestId('total').textContent();

      await page.getByRole('radio', { name: /bKash/ }).click();
      expect(await page.getByTestId('amount-to-send').textContent()).toBe(total);
      await page.getByRole('button', { name: 'Submit payment for review' }).click();
      await page.getByText('Enter the 11-digit mobile number').waitFor();
      await page.getByLabel('Number you paid from').fill('01712345678');
      await page.getByLabel('Transaction ID (TrxID)').fill('9c7a1b2xyz');
      await page.getByRole('button', { name: 'Submit payment for review' }).click();

      await page.waitForURL(/\/cprocessing\/HSB-/);
      const status = page.getByTestId('order-status');
      await status.waitFor();
      expect(await status.getAttribute('data-status')).toBe('submitted');
      await page.getByText('Payment under review').waitFor();
      await page.getByText('9C7A1B2XYZ').waitFor();
      await page.getByText('WELCOME10').first().waitFor();
      // The order took the courses out of the cart: an empty cart shows no badge.
      await page.getByRole('link', { name: 'Cart, empty' }).first().waitFor();
      expect(await page.getByTestId('cart-count').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
