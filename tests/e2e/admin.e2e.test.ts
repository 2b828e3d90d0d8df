import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { WEB_DIST } from '../../src/server/paths';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';
import { fillSignIn, signInThroughApi } from './support/sign-in';

const PASSWORD = 'trial balance at noon';
const BASE = '/back-office';

async function signInAt(page: Page, url: string, email: string) {
  await page.goto(url);
  await fillSignIn(page, email, PASSWORD);
}

describe('the admin area in the browser', () => {
  const app = useAppInBrowser(() => ({ ADMIN_BASE_PATH: BASE }));
  const account = (name: string, email: string, role: 'student' | 'admin') => createVerifiedUser(app.server.services.auth, { name, email, role, password: PASSWORD });

  it('sends a visitor to the admin sign-in, refuses a student there, and shows a signed-in student "not allowed"', async () => {
    await account('Mitu Akter', 'mitu@example.com', 'student');
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}${BASE}/users`);
      await page.waitForURL(/\/adminlogin\?next=/);
      expect(new URL(page.url()).searchParams.get('next')).toBe(`${BASE}/users`);

      const form = page.getByRole('form', { name: 'Admin sign in' });
      await form.getByRole('button', { name: /^Sign in/ }).click();
      await form.getByText('Enter an email address').waitFor();
      await form.getByText('Enter your password.').waitFor();

      await signInAt(page, page.url(), 'mitu@example.com');
      await form.getByText('This account does not have admin access').waitFor();
      expect(await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json())), 'not left signed in').toBeNull();

      await signInAt(page, `${app.server.url}/login`, 'mitu@example.com');
      await page.waitForURL(`${app.server.url}/`);
      const response = await page.goto(`${app.server.url}${BASE}/users`);
      expect(response?.status()).toBe(403);
      await page.getByRole('heading', { name: 'This area is for the Hisab team' }).waitFor();
      await page.getByRole('main').getByText('mitu@example.com').waitFor();
      expect(errors.filter((e) => !e.includes('403') && !e.includes('401'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a signed-in student the site’s own "not allowed" page, without the admin app or its address, usable by keyboard', async () => {
    await account('Rafiq Islam', 'rafiq@example.com', 'student');
    // Every chunk built from the admin app's own files (the manifest names them by source path).
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const adminChunks = Object.entries(manifest)
      .filter(([key]) => key.startsWith('admin/'))
      .map(([, entry]) => entry.file.split('/').pop()!);
    expect(adminChunks.some((file) => file.startsWith('AdminApp-'))).toBe(true);

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      await signInThroughApi(page, app.server.url, 'rafiq@example.com', PASSWORD);
      const requested: string[] = [];
      page.on('request', (req) => requested.push(req.url()));

      const response = await page.goto(`${app.server.url}${BASE}/enrollments/coupons?tab=all`);
      expect(response?.status()).toBe(403);
      const html = await response!.text();
      expect(html).toContain('<meta name="hisab-page" content="forbidden" />');
      expect(html).not.toContain('hisab-admin-base');
      expect(html).not.toContain(BASE);

      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'This area is for the Hisab team' }).waitFor();
      await main.getByText('You are signed in as rafiq@example.com, which has no access to this page.').waitFor();
      await page.locator('header').first().waitFor();
      await page.locator('footer').waitFor();
      expect(await page.title()).toBe('Not allowed | Hisab');
      await page.waitForLoadState('networkidle');

      const files = requested.map((url) => new URL(url).pathname.split('/').pop()!);
      expect(files.some((file) => file.startsWith('ForbiddenScreen-'))).toBe(true);
      expect(files.filter((file) => adminChunks.includes(file))).toEqual([]);
      expect(requested.filter((url) => new URL(url).pathname.startsWith('/api/admin'))).toEqual([]);
      // Nothing the browser was given names the admin area's address.
      for (const url of requested.filter((u) => u.endsWith('.js'))) {
        expect(await (await fetch(url)).text(), url).not.toContain(BASE);
      }

      // By keyboard: the links in order, then signing out to sign in with another account.
      await main.getByRole('link', { name: 'Go to my enrollments' }).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Go to the home page');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Sign in as a different account');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/adminlogin\?next=/);
      expect(new URL(page.url()).searchParams.get('next')).toBe(`${BASE}/enrollments/coupons?tab=all`);
      expect(await page.evaluate(() => fetch('/api/auth/get-session').then((r) => r.json())), 'signed out').toBeNull();
      expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets an admin find a student, suspend them with a reason, lift it and change the role, each recorded', async () => {
    await account('Nadia Sultana', 'nadia.admin@example.com', 'admin');
    for (let i = 1; i <= 3; i++) await account(`Sabbir Hossain ${i}`, `sabbir${i}@example.com`, 'student');
    await account('Farzana Yasmin', 'farzana@example.com', 'student');

    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signInAt(page, `${app.server.url}/adminlogin?next=${encodeURIComponent(`${BASE}/users`)}`, 'nadia.admin@example.com');
      await page.waitForURL(`${app.server.url}${BASE}/users`);
      await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();

      await page.getByLabel('Search by name or email').fill('sabbir');
      await page.waitForURL(/q=sabbir/);
      await page.getByText('Showing 1–3 of 3 accounts').waitFor();
      await page.getByLabel('Search by name or email').fill('farzana');
      await page.getByText('Showing 1–1 of 1 account').waitFor();
      // The Users link clears the search, in the box as well as the list.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
      await page.waitForURL(`${app.server.url}${BASE}/users`);
      await page.getByText(`Showing 1–${await countUsers()} of ${await countUsers()} accounts`).waitFor();
      expect(await page.getByLabel('Search by name or email').inputValue()).toBe('');
      await page.getByLabel('Search by name or email').fill('farzana');
      await page.getByText('Showing 1–1 of 1 account').waitFor();
      await page.getByRole('link', { name: /Farzana Yasmin/ }).click();
      await page.getByRole('heading', { name: 'Farzana Yasmin' }).waitFor();

      const suspend = page.getByRole('form', { name: 'Suspend account' });
      await suspend.getByRole('button', { name: 'Suspend account' }).click();
      await suspend.getByText('Give a reason of at least 3 characters').waitFor();
      await page.getByLabel('Reason').fill('Shared her login with a coaching group');
      await page.getByLabel('For how long').selectOption({ label: '30 days' });
      await suspend.getByRole('button', { name: 'Suspend account' }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'is suspended and signed out everywhere' }).waitFor();
      await page.getByText('Suspended', { exact: true }).first().waitFor();
      await page.getByText('Reason: Shared her login with a coaching group').waitFor();

      await page.getByRole('button', { name: 'Lift suspension' }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'can sign in again' }).waitFor();
      await page.getByText('Lifted suspension').waitFor();

      await page.getByRole('radio', { name: /Admin/ }).check();
      await page.getByRole('button', { name: 'Save role' }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Farzana Yasmin is now an admin' }).waitFor();
      await page.getByText('student → admin').waitFor();

      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview' }).click();
      await page.getByRole('list', { name: 'Account counts' }).waitFor();
      expect(await page.locator('[data-stat="Accounts"]').innerText()).toBe(String(await countUsers()));
      await page.getByText('Changed role').first().waitFor();

      // The same admin coming back to the sign-in page goes straight in.
      await page.goto(`${app.server.url}/adminlogin`);
      await page.waitForURL(`${app.server.url}${BASE}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps the keyboard focus on "Save settings" while it saves and after, and a second Enter meanwhile sends nothing', async () => {
    await account('Tahsin Karim', 'tahsin.admin@example.com', 'admin');
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signInThroughApi(page, app.server.url, 'tahsin.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}${BASE}/settings`);
      await page.getByLabel(/^Phone/).fill('+880 1712-345678');

      // The save is held on its way until the page has been looked at while it is busy.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let saves = 0;
      await page.route('**/api/admin/settings', async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        saves += 1;
        await held;
        await route.continue();
      });

      const save = page.getByRole('button', { name: 'Save settings' });
      await save.focus();
      const button = await save.elementHandle();
      const focused = () => page.evaluate((el) => document.activeElement === el, button);
      await page.keyboard.press('Enter');
      await page.waitForFunction((el) => el?.getAttribute('aria-disabled') === 'true', button);
      expect(await focused(), 'busy: the focus stays on the button').toBe(true);
      await page.keyboard.press('Enter');
      expect(await focused()).toBe(true);

      release();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Saved.' }).waitFor();
      await page.waitForFunction((el) => el?.isConnected && !el.hasAttribute('aria-disabled'), button);
      expect(await focused(), 'saved: the focus is still on the same button').toBe(true);
      expect(saves, 'the Enter pressed while busy sent nothing').toBe(1);
      expect(await page.getByLabel(/^Phone/).inputValue()).toBe('+880 1712-345678');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  async function countUsers(): Promise<number> {
    const row = await app.server.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
});
