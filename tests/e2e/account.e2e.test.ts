import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';

const PASSWORD = 'cash flow on tuesdays';

describe('the account page in the browser', () => {
  const app = useAppInBrowser();

  // Every screen that needs an account treats a visitor the same way: to sign in, with the way back.
  it.each(['/account', '/my-enroll', '/cprocessing/HSB-ABCDEFGH', '/coursebyUser'])('sends a visitor from %s to sign in and back', async (path) => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}${path}`);
      await page.waitForURL(`${app.server.url}/login?next=${encodeURIComponent(path)}`);
      await page.getByRole('button', { name: /^Sign in/ }).waitFor();
    } finally {
      await close();
    }
  });

  it('edits the profile, changes the password and lists this device, from the account menu', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Imran Kabir', email: 'imran@example.com', role: 'student', password: PASSWORD });
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/login`);
      await page.getByLabel('Email address').fill('imran@example.com');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${app.server.url}/`);
      await page.locator('#user-menu-button').click();
      await page.locator('#user-menu').getByRole('link', { name: 'Account', exact: true }).click();
      await page.waitForURL(`${app.server.url}/account`);

      const profile = page.getByRole('form', { name: 'Profile' });
      await profile.waitFor();
      // A new student has no certificate yet: the page says how one is earned.
      await page.getByText('No certificates yet.', { exact: false }).waitFor();
      await page.getByLabel('Full name').fill('I');
      await page.getByLabel('Mobile number (optional)').fill('12345');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await profile.getByText('Enter your name as it should appear').waitFor();
      await profile.getByText('Enter a Bangladeshi mobile number').waitFor();
      await page.getByLabel('Full name').fill('Tariq Imran Kabir');
      await page.getByLabel('Mobile number (optional)').fill('01812-345678');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await profile.getByText('Your profile is saved.').waitFor();
      await page.locator('#user-menu-button').getByText('Tariq', { exact: true }).waitFor();

      const password = page.getByRole('form', { name: 'Change password' });
      await page.getByLabel('Current password').fill('not my password');
      await page.getByLabel('New password').fill('password123');
      await password.getByRole('button', { name: 'Change password' }).click();
      await password.getByText('This password is too common').waitFor();
      await page.getByLabel('New password').fill('ledgers close at month end');
      await password.getByRole('button', { name: 'Change password' }).click();
      await password.getByText('That is not your current password.').waitFor();
      await page.getByLabel('Current password').fill(PASSWORD);
      await password.getByRole('button', { name: 'Change password' }).click();
      await password.getByText('Your password is changed').waitFor();

      await page.getByRole('list', { name: 'Devices' }).getByText('This device').waitFor();
      await page.reload();
      expect(await page.getByLabel('Full name').inputValue()).toBe('Tariq Imran Kabir');
      expect(await page.getByLabel('Mobile number (optional)').inputValue()).toBe('01812-345678');
      expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
