import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { insertCoupon, insertOrder } from '../../src/server/testing/order-factory';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'trial balance at noon';

describe('the payments and enrollments dashboard in the browser', () => {
  const app = useAppInBrowser();
  const account = (name: string, email: string, role: 'student' | 'admin') => createVerifiedUser(app.server.services.auth, { name, email, role, password: PASSWORD });

  it('lets an admin approve one payment, reject another with a reason, and enroll a student by hand', async () => {
    await account('Shirin Akhter', 'shirin.admin@example.com', 'admin');
    const paid = await account('Mehedi Hasan', 'mehedi@example.com', 'student');
    const unpaid = await account('Lamia Noor', 'lamia@example.com', 'student');
    await account('Jahid Karim', 'jahid@example.com', 'student');
    const db = app.server.db;
    const courses = await db.selectFrom('courses').select(['id', 'title', 'slug']).where('status', '=', 'published').orderBy('id').limit(3).execute();
    const good = await insertOrder(db, { userId: paid.id, courseIds: [courses[0]!.id], trxId: 'BK7Q2M9XAPPROVE' });
    const bad = await insertOrder(db, { userId: unpaid.id, courseIds: [courses[1]!.id], method: 'nagad', trxId: 'NG4R8T1REJECT' });

    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signInThroughApi(page, app.server.url, 'shirin.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin`);
      await page.locator('[data-stat="Payments waiting"]').getByText('2', { exact: true }).waitFor();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Payments & enrollments' }).click();
      await page.getByRole('heading', { name: 'Payments & enrollments' }).waitFor();

      // Find the paid order by its TrxID and approve it.
      await page.getByLabel('Search by TrxID, reference, email or name').fill('bk7q2m9xapprove');
      await page.waitForURL(/q=bk7q2m9xapprove/);
      const goodCard = page.locator(`[data-order="${good.reference}"]`);
      await goodCard.getByText('Mehedi Hasan').waitFor();
      await page.getByText('1 waiting, oldest first').waitFor();
      expect(await page.locator('[data-order]').count()).toBe(1);
      await goodCard.getByRole('button', { name: `Approve ${good.reference}` }).click();
      // Approving asks first: it opens the courses and emails the student. Cancel changes nothing.
      const confirm = goodCard.getByRole('group', { name: `Approve ${good.reference}?` });
      await confirm.getByText('Mehedi Hasan gets the courses at once and is emailed').waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      expect(await app.server.db.selectFrom('orders').select('status').where('reference', '=', good.reference).executeTakeFirstOrThrow()).toEqual({ status: 'submitted' });
      await goodCard.getByRole('button', { name: `Approve ${good.reference}` }).click();
      const yes = confirm.getByRole('button', { name: `Yes, approve and email ${good.reference}` });
      // The confirmation takes the focus, so a keyboard user confirms with Enter.
      expect(await yes.evaluate((el) => el === document.activeElement)).toBe(true);
      await yes.click();
      const toast = page.getByText(`Approved ${good.reference}.`);
      await toast.waitFor();
      // The result message sits at the foot of the screen, clear of the page heading.
      const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
      const message = await toast.boundingBox();
      expect(message!.y).toBeGreaterThan(heading!.y + heading!.height);
      await page.getByText('No orders match these filters.').waitFor();
      await page.getByRole('tab', { name: /Approved/ }).click();
      await goodCard.getByText('by shirin.admin@example.com').waitFor();

      // Reject the other, by the student's email, with a reason.
      await page.getByRole('tab', { name: /Waiting/ }).click();
      await page.getByLabel('Search by TrxID, reference, email or name').fill('lamia@example.com');
      const badCard = page.locator(`[data-order="${bad.reference}"]`);
      await badCard.getByText('Lamia Noor').waitFor();
      await badCard.getByRole('button', { name: `Reject ${bad.reference}` }).click();
      const rejectForm = page.getByRole('form', { name: `Reject ${bad.reference}` });
      await rejectForm.getByRole('button', { name: 'Reject and email' }).click();
      await rejectForm.getByText('Give a reason of at least 5 characters').waitFor();
      await rejectForm.getByLabel(/Why is it rejected/).fill('The Nagad statement shows no payment with this TrxID.');
      await rejectForm.getByRole('button', { name: 'Reject and email' }).click();
      await page.getByText(`Rejected ${bad.reference}.`).waitFor();
      await page.getByRole('tab', { name: /Rejected/ }).click();
      await badCard.getByText('The Nagad statement shows no payment with this TrxID.').waitFor();

      // The order page tells the story.
      await badCard.getByRole('link', { name: bad.reference }).click();
      await page.getByRole('heading', { name: bad.reference }).waitFor();
      await page.getByText('Rejected payment').waitFor();

      // Enroll a student who paid cash; a second time is refused with the reason on the page.
      await page.getByRole('link', { name: 'Payments queue' }).click();
      await page.getByRole('navigation', { name: 'Payments and enrollments' }).getByRole('link', { name: 'Enrollments' }).click();
      await page.waitForURL(/\/admin\/enrollments\/students$/);
      await page.getByRole('button', { name: 'Enroll a student' }).click();
      const form = page.getByRole('form', { name: 'Enroll a student manually' });
      await form.getByLabel('Student’s email').fill('jahid@example.com');
      await form.getByLabel('Course').selectOption(courses[2]!.slug);
      await form.getByLabel('Amount received (Tk)').fill('2500');
      await form.getByLabel(/Note/).fill('Cash at the Banani office, receipt 1042');
      await form.getByRole('button', { name: 'Enroll student' }).click();
      await page.getByText(`Jahid Karim is enrolled in ${courses[2]!.title}.`).waitFor();
      await page.getByLabel('Search by student name or email').fill('jahid');
      await page.locator('[data-enrollment]').getByText(courses[2]!.title).waitFor();
      await page.getByRole('button', { name: 'Enroll a student' }).click();
      await form.getByLabel('Student’s email').fill('jahid@example.com');
      await form.getByLabel('Course').selectOption(courses[2]!.slug);
      await form.getByRole('button', { name: 'Enroll student' }).click();
      await form.getByText('This student already has active access to this course.').waitFor();

      const enrollments = await db.selectFrom('enrollments').select(['user_id', 'source']).where('user_id', 'in', [paid.id, unpaid.id]).execute();
      expect(enrollments).toEqual([{ user_id: paid.id, source: 'order' }]);
      expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('cautions a student whose limited coupon is spoken for, and approves past the limit only when the admin confirms it', async () => {
    await account('Nasrin Sultana', 'nasrin.admin@example.com', 'admin');
    const first = await account('Rubel Mia', 'rubel@example.com', 'student');
    const second = await account('Sumaiya Khan', 'sumaiya@example.com', 'student');
    await account('Arif Hossain', 'arif@example.com', 'student');
    const db = app.server.db;
    const courses = await db.selectFrom('courses').select(['id', 'slug']).where('status', '=', 'published').where('price_paisa', '>', 0).orderBy('id').limit(3).execute();
    const coupon = await insertCoupon(db, { kind: 'fixed', amount: 10_000, usage_limit: 1 });
    const withCoupon = { ...coupon, discountPaisa: 10_000 };
    const approved = await insertOrder(db, { userId: first.id, courseIds: [courses[0]!.id], coupon: withCoupon });
    const waiting = await insertOrder(db, { userId: second.id, courseIds: [courses[1]!.id], coupon: withCoupon });

    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      // A third student tries the coupon while two orders wait with its one use: told before paying.
      await signInThroughApi(page, app.server.url, 'arif@example.com', PASSWORD);
      await page.goto(`${app.server.url}/cart?add=${courses[2]!.slug}`);
      await page.getByRole('heading', { name: '1 course in your cart' }).waitFor();
      await page.getByLabel('Coupon code').fill(coupon.code);
      await page.getByRole('button', { name: 'Apply' }).click();
      const caution = page.getByTestId('coupon-caution');
      await caution.getByText('The discount is not guaranteed.').waitFor();
      await caution.getByText(/2 orders using it are already waiting/).waitFor();

      // The admin approves the first order: the coupon's one use is taken.
      await page.context().clearCookies();
      await signInThroughApi(page, app.server.url, 'nasrin.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/enrollments`);
      const firstCard = page.locator(`[data-order="${approved.reference}"]`);
      await firstCard.getByRole('button', { name: `Approve ${approved.reference}` }).click();
      await firstCard.getByRole('button', { name: `Yes, approve and email ${approved.reference}` }).click();
      await page.getByText(`Approved ${approved.reference}.`).waitFor();

      // The second now shows the overrun approving it would make, and asks for that in so many words.
      const secondCard = page.locator(`[data-order="${waiting.reference}"]`);
      await secondCard.getByText(`Approving this order takes ${coupon.code} to 2 of 1 uses: 1 over the limit.`).waitFor();
      await secondCard.getByRole('button', { name: `Approve ${waiting.reference}` }).click();
      await secondCard.getByRole('button', { name: `Yes, approve past the limit ${waiting.reference}` }).click();
      await page.getByText(`Approved ${waiting.reference}.`).waitFor();
      expect(await db.selectFrom('coupons').select('used_count').where('id', '=', coupon.id).executeTakeFirstOrThrow()).toEqual({ used_count: 2 });

      // The coupons tab shows the overrun.
      await page.goto(`${app.server.url}/admin/enrollments/coupons`);
      const row = page.locator(`[data-coupon="${coupon.code}"]`);
      await row.getByText('2 of 1 use: 1 over the limit').waitFor();
      await row.getByText('Over the limit', { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
