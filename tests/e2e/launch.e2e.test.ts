import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtEachWidth } from './support/axe';
import { openWatchedPage, settle } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'trial balance at noon';

/** Neither page may be wider than a small phone's screen. */
async function fitsAt360(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

describe('launching a site without SMTP, in the browser', () => {
  // No SMTP_URL: every mail stays in the outbox, as on a default `npm start`.
  const app = useAppInBrowser();
  const admin = (email: string) => createVerifiedUser(app.server.services.auth, { name: 'Shirin Akter', email, role: 'admin', password: PASSWORD });

  it('finds a new student’s verification mail in the outbox, then marks the account verified so they can sign in', { timeout: 150_000 }, async () => {
    await admin('outbox.admin@example.com');
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 800 }, AXE);
    try {
      const base = app.server.url;
      const signUp = await page.context().request.post(`${base}/api/auth/sign-up/email`, {
        data: { name: 'Tahmina Sultana', email: 'tahmina@example.com', password: 'debits on the left side', callbackURL: '/login' },
        headers: { Origin: base },
      });
      expect(signUp.status()).toBe(200);
      const refused = await page.context().request.post(`${base}/api/auth/sign-in/email`, { data: { email: 'tahmina@example.com', password: 'debits on the left side' }, headers: { Origin: base } });
      expect(refused.status(), 'not verified yet: cannot sign in').toBe(403);

      await signInThroughApi(page, base, 'outbox.admin@example.com', PASSWORD);
      await page.goto(`${base}/admin`);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mail outbox' }).click();
      await page.waitForURL(`${base}/admin/outbox`);
      await page.getByRole('heading', { level: 1, name: 'Mail outbox' }).waitFor();
      await page.getByRole('note').getByText('No email leaves the site: SMTP_URL is not set on the server.').waitFor();

      await page.getByLabel('Search by recipient').fill('tahmina@');
      await page.waitForURL(/\?q=tahmina%40/);
      const mails = page.getByRole('list', { name: 'Mails' });
      const mail = mails.getByRole('article').filter({ hasText: 'Verification link' });
      await mail.getByText('To tahmina@example.com').waitFor();
      expect(await mails.getByRole('article').count()).toBe(1);
      await mail.getByText('Kept here only').waitFor();
      await mail.getByText('Opening this link here would sign you in as tahmina@example.com').waitFor();
      const link = await mail.locator('code').innerText();
      expect(link).toMatch(/\/api\/auth\/verify-email\?token=/);
      await mail.getByText('Read the mail').click();
      expect(await mail.locator('pre').innerText()).toContain(link);
      expect(await violationsAtEachWidth(page, 'outbox')).toEqual([]);
      await fitsAt360(page);
      await page.setViewportSize({ width: 1280, height: 800 });

      // To the student's page in the user dashboard, where the account is marked verified.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
      await page.getByRole('link', { name: /Tahmina Sultana/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Tahmina Sultana' }).waitFor();
      const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Email verification' }) });
      await panel.getByRole('link', { name: 'Read the mails sent to this address' }).waitFor();
      await panel.getByRole('button', { name: 'Mark email verified' }).click();
      const confirm = panel.getByRole('button', { name: 'Yes, mark it verified' });
      expect(await confirm.evaluate((el) => el === document.activeElement), 'the question’s answer has the focus').toBe(true);
      expect(await violationsAtEachWidth(page, 'user page, confirming')).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await confirm.click();
      const done = panel.getByText('tahmina@example.com is marked verified. Tahmina Sultana can sign in now.');
      await done.waitFor();
      expect(await done.evaluate((el) => el === document.activeElement), 'focus moves to what happened, not to the page body').toBe(true);
      await page.locator('[data-sonner-toast]').filter({ hasText: 'tahmina@example.com is verified' }).waitFor();
      await page.getByRole('list').getByText('Marked email verified').first().waitFor();
      await fitsAt360(page);

      const signedIn = await page.context().request.post(`${base}/api/auth/sign-in/email`, { data: { email: 'tahmina@example.com', password: 'debits on the left side' }, headers: { Origin: base } });
      expect(signedIn.status(), 'verified by the admin: signs in').toBe(200);
      expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lists the demo values still to replace on the overview until each is edited where its link leads', { timeout: 150_000 }, async () => {
    await admin('launch.admin@example.com');
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 800 }, AXE);
    try {
      const base = app.server.url;
      await signInThroughApi(page, base, 'launch.admin@example.com', PASSWORD);
      await page.goto(`${base}/admin`);
      const list = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Before you launch' }) });
      await list.waitFor();
      const payments = list.getByRole('list', { name: 'Payment methods' });
      await payments.getByRole('link', { name: 'bKash payment details' }).waitFor();
      await payments.getByRole('link', { name: 'Nagad payment details' }).waitFor();
      await list.getByRole('list', { name: 'Pages' }).getByRole('link', { name: 'About page' }).waitFor();
      await list.getByRole('list', { name: 'Mentors' }).getByRole('link', { name: 'Mentor Farhana Rahman' }).waitFor();
      await list.getByRole('list', { name: 'Contact details' }).getByRole('link', { name: 'Contact details' }).waitFor();
      await list.getByRole('list', { name: 'Site' }).getByText('Site name').waitFor();
      expect(await violationsAtEachWidth(page, 'overview')).toEqual([]);
      await fitsAt360(page);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The link leads to where the value is edited; once edited, it leaves the list.
      await payments.getByRole('link', { name: 'bKash payment details' }).click();
      await page.waitForURL(`${base}/admin/enrollments/methods`);
      const bkash = page.getByRole('form', { name: 'bKash settings' });
      await bkash.getByLabel('Account name').fill('Karim Coaching Ltd (merchant)');
      await bkash.getByLabel('Merchant number').fill('01999-123456');
      await bkash.getByLabel('Instructions').fill('Pay merchant 01999-123456 from the bKash app and note the TrxID.');
      await bkash.getByRole('button', { name: /Save/ }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Saved bKash' }).waitFor();

      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview' }).click();
      await payments.getByRole('link', { name: 'Nagad payment details' }).waitFor();
      // The overview shows its kept answer while it asks again: wait for the fresh one.
      await payments.getByRole('link', { name: 'bKash payment details' }).waitFor({ state: 'detached' });

      await list.getByRole('list', { name: 'Mentors' }).getByRole('link', { name: 'Mentor Farhana Rahman' }).click();
      await page.waitForURL(/\/admin\/studio\/mentors\/\d+$/);
      await page.getByLabel('Name', { exact: true }).waitFor();
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Farhana Rahman');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
