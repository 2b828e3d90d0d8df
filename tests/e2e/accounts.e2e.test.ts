import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { startSmtpSink } from '../../src/server/testing/smtp-sink';
import { useAppInBrowser } from './support/app';
import { AXE, violations } from './support/axe';
import { waitForLink } from './support/mail';
import { openWatchedPage } from './support/pages';

const TOAST = 'Email verified successfully! You are now logged in.';

describe('accounts in the browser', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.stop();
  });
  const app = useAppInBrowser(() => ({ SMTP_URL: sink.url }));

  it('signs up, verifies by the emailed link, shows the toast once at top-center and lands home', { timeout: 120_000 }, async () => {
    // axe-core is injected to check the toast's contrast.
    const { page, errors, close } = await openWatchedPage(app.browser, undefined, AXE);
    try {
      await page.goto(`${app.server.url}/signup`);
      const form = page.getByRole('form', { name: 'Create your account' });
      await form.getByRole('button', { name: 'Create account' }).click();
      await form.getByText('Enter your name').waitFor();
      await form.getByText('Enter an email address').waitFor();
      await form.getByText('Use at least 8 characters.').waitFor();

      await page.getByLabel('Full name').fill('Sumaiya Rahman');
      await page.getByLabel('Email address').fill('sumaiya@example.com');
      await page.getByLabel('Password').fill('password1');
      await page.getByLabel('Mobile number (optional)').fill('0171');
      await form.getByRole('button', { name: 'Create account' }).click();
      await form.getByText('Enter a Bangladeshi mobile number').waitFor();
      await page.getByLabel('Mobile number (optional)').fill('01712-345678');
      await form.getByRole('button', { name: 'Create account' }).click();
      await form.getByText('This password is too common').waitFor();
      expect(await page.getByLabel('Full name').inputValue(), 'the form keeps what was typed').toBe('Sumaiya Rahman');

      const before = sink.received.length;
      await page.getByLabel('Password').fill('balance sheet by friday');
      await form.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(/\/processing\?/);
      await page.getByText('We have sent you a link').waitFor();

      // The link is opened in another tab; this one notices by itself.
      const link = await waitForLink(sink.received, 'sumaiya@example.com', before);
      const other = await page.context().newPage();
      await other.goto(link);
      await other.waitForURL(`${app.server.url}/`);
      const toast = other.locator('[data-sonner-toast]').filter({ hasText: TOAST });
      await toast.waitFor();
      const toaster = other.locator('[data-sonner-toaster]');
      expect(await toaster.getAttribute('data-y-position')).toBe('top');
      expect(await toaster.getAttribute('data-x-position')).toBe('center');
      // Read once it has faded in, held by the pointer (a toast under the pointer stays): its text must be readable (axe's colour contrast, WCAG AA).
      await other.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: TOAST }).hover();
      await other.waitForTimeout(450);
      expect(await violations(other, '[data-sonner-toaster]')).toEqual([]);
      await other.mouse.move(0, 0);
      await other.locator('#user-menu-button').getByText('Sumaiya', { exact: true }).waitFor();

      await page.waitForURL(`${app.server.url}/`, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-sonner-toast]').count(), 'the toast shows once only').toBe(0);

      await other.goto(`${app.server.url}/login`);
      await other.waitForURL(`${app.server.url}/`);
      await other.waitForLoadState('networkidle');
      expect(await other.locator('[data-sonner-toast]').count(), 'not again on a later visit').toBe(0);
      // The refused common password answered 400, which Chromium logs; nothing else may fail.
      expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('does not tell an account verified long ago that it was just verified when it signs in', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Rafiq Islam', email: 'rafiq@example.com', role: 'student', password: 'audit trail by thursday' });
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/login`);
      await page.getByLabel('Email address').fill('rafiq@example.com');
      await page.getByLabel('Password').fill('audit trail by thursday');
      await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app.server.url}/`);
      await page.locator('#user-menu-button').getByText('Rafiq', { exact: true }).waitFor();
      // The toaster mounts when the page is idle; a toast asked for would have mounted it at once.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('resets a forgotten password by email and signs in with the new one', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/forgetpass`);
      const request = page.getByRole('form', { name: 'Request a password reset link' });
      await page.getByLabel('Email address').fill('not an email');
      await request.getByRole('button').click();
      await request.getByText('Enter an email address').waitFor();

      const before = sink.received.length;
      await page.getByLabel('Email address').fill('sumaiya@example.com');
      await request.getByRole('button').click();
      await page.getByText('we have sent it a link').waitFor();
      const link = await waitForLink(sink.received, 'sumaiya@example.com', before);

      await page.goto(link);
      await page.waitForURL(/\/forgetpass\?token=/);
      const choose = page.getByRole('form', { name: 'Choose a new password' });
      await page.getByLabel('New password', { exact: true }).fill('12345678');
      await choose.getByRole('button').click();
      await choose.getByText('too common').waitFor();
      await page.getByLabel('New password', { exact: true }).fill('trial balance agrees now');
      await choose.getByRole('button').click();
      await page.getByText('Your password has been changed').waitFor();

      await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
      await page.getByLabel('Email address').fill('sumaiya@example.com');
      await page.getByLabel('Password').fill('trial balance agrees now');
      await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app.server.url}/`);
      await page.locator('#user-menu-button').waitFor();

      await page.locator('#user-menu-button').click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    } finally {
      await close();
    }
  });

  it('throttles repeated failed sign-ins with a message that does not reveal the account', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/login`);
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByRole('button', { name: 'Sign in' }).click();
      await form.getByText('Enter your password.').waitFor();
      await page.getByLabel('Email address').fill('sumaiya@example.com');
      for (let i = 0; i < 5; i++) {
        await page.getByLabel('Password').fill(`wrong password ${i}`);
        await form.getByRole('button', { name: 'Sign in' }).click();
        await form.getByText('That email and password do not match an account.').waitFor();
        await page.getByLabel('Password').fill('');
      }
      await page.getByLabel('Password').fill('trial balance agrees now');
      await form.getByRole('button', { name: 'Sign in' }).click();
      await form.getByText('Too many sign-in attempts').waitFor();
    } finally {
      await close();
    }
  });
});
