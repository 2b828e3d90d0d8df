import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import type { Db } from '../../src/server/db/database';
import { saveSiteSettings } from '../../src/server/settings/save-site-settings';
import { useAppInBrowser } from './support/app';
import { appReady, openWatchedPage } from './support/pages';

const countMessages = async (server: { db: Db }) =>
  Number(
    (
      await server.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The error shown under a field, tied to it by aria-describedby. */
async function fieldError(page: Page, field: string): Promise<string> {
  await page.locator(`#field-${field}-error`).waitFor();
  const input = page.locator(`#field-${field}`);
  expect(await input.getAttribute('aria-invalid'), field).toBe('true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  expect(describedBy, field).toContain(`field-${field}-error`);
  return page.locator(`#field-${field}-error`).innerText();
}

async function fillGood(page: Page, overrides: Partial<Record<'name' | 'email' | 'phone' | 'message', string>> = {}) {
  await page.getByLabel('Your name').fill(overrides.name ?? 'Tahmina Rahman');
  await page.getByLabel('Email address').fill(overrides.email ?? 'tahmina@example.com');
  await page.getByLabel('Mobile number (optional)').fill(overrides.phone ?? '01812-345678');
  await page.getByLabel('What is it about?').selectOption('course');
  await page.getByLabel('Your message').fill(overrides.message ?? 'Does the Accounting course include the December 2026 mock exams?');
}

describe('contact form and content pages in the browser', () => {
  const app = useAppInBrowser();

  it('explains each bad field next to it and sends nothing', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      await page.goto(`${app.server.url}/contact`);
      await page.getByLabel('Your name').fill('A');
      await page.getByLabel('Email address').fill('tahmina@');
      await page.getByLabel('Mobile number (optional)').fill('12345');
      await page.getByLabel('Your message').fill('Help please');
      await page.getByRole('button', { name: 'Send message' }).click();

      expect(await fieldError(page, 'name')).toBe('Enter your name so we know whom to answer.');
      expect(await fieldError(page, 'email')).toBe('Enter an email address such as name@example.com.');
      expect(await fieldError(page, 'phone')).toMatch(/Bangladeshi mobile number such as 01712-345678/);
      expect(await fieldError(page, 'subject')).toBe('Choose what your message is about.');
      expect(await fieldError(page, 'message')).toBe('Write at least 20 characters so we can help.');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-name');

      // Errors clear as the visitor fixes each field.
      await page.getByLabel('Your name').fill('Tahmina Rahman');
      await page.locator('#field-name-error').waitFor({ state: 'detached' });
      expect(await countMessages(app.server)).toBe(0);

      // The API's own field details are shown the same way.
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'validation_failed', message: 'Some of the values sent are not valid.', details: [{ path: 'email', message: 'The server did not accept this address.' }] },
          }),
        }),
      );
      await fillGood(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      expect(await fieldError(page, 'email')).toBe('The server did not accept this address.');
      await page.unroute('**/api/contact');
      expect(await countMessages(app.server)).toBe(0);
      expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends a good message: confirmation, a cleared form, the message stored, both mails queued, and the admin sees it', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/contact?topic=children`);
      expect(await page.getByLabel('What is it about?').inputValue()).toBe('children');
      await fillGood(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('heading', { name: 'Thank you, Tahmina. Your message is with us.' }).waitFor();
      await page.getByText('Message sent. We answer within one working day.').waitFor();
      await page.getByText('We sent a confirmation to tahmina@example.com').waitFor();

      const row = await app.server.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Tahmina Rahman', email: 'tahmina@example.com', phone: '01812-345678', subject: 'A question about a course', status: 'unread' });
      const mails = await app.server.db.selectFrom('mail_outbox').select(['kind', 'to_address']).where('kind', 'like', 'contact%').orderBy('id').execute();
      expect(mails).toEqual([
        { kind: 'contact_message', to_address: 'support@hisab.com.bd' },
        { kind: 'contact_confirmation', to_address: 'tahmina@example.com' },
      ]);

      await page.getByRole('button', { name: 'Send another message' }).click();
      expect(await page.getByLabel('Your name').inputValue()).toBe('');
      expect(await page.getByLabel('Your message').inputValue()).toBe('');

      await createVerifiedUser(app.server.services.auth, { name: 'Nadia Admin', email: 'nadia.admin@example.com', role: 'admin', password: 'trial balance at noon' });
      await page.goto(`${app.server.url}/adminlogin`);
      await page.getByLabel('Email address').fill('nadia.admin@example.com');
      await page.getByLabel('Password').fill('trial balance at noon');
      await page.getByRole('button', { name: /^Sign in/ }).click();
      const unread = page.getByRole('list', { name: 'Newest unread messages' });
      await unread.getByText('Tahmina Rahman').waitFor();
      await unread.getByText('Does the Accounting course include the December 2026 mock exams?').waitFor();
      expect(await page.locator('[data-stat="Unread messages"]').innerText()).toBe('1 unread');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('tells a visitor who has sent too many messages to wait', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      // The earlier test sent one from this address; four more reach the hourly limit.
      for (let i = 0; i < 4; i++) {
        const res = await page.request.post(`${app.server.url}/api/contact`, {
          data: { name: 'Tahmina Rahman', email: `t${i}@example.com`, subject: 'other', message: 'Another message from the same address.' },
        });
        expect(res.status()).toBe(201);
      }
      await page.goto(`${app.server.url}/contact`);
      await fillGood(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please wait an hour before sending another' }).waitFor();
      expect(await countMessages(app.server)).toBe(5);
    } finally {
      await close();
    }
  });

  it.each([
    ['/about', 'About Hisab', 'Who we are', 'Browse courses'],
    ['/children-education', 'Money Smart Kids', 'Why we teach children about money', 'Ask about Money Smart Kids'],
    ['/health-coach', 'Exam-wellbeing coaching', 'When to seek professional help', 'Ask for a session'],
  ])('renders %s with its body and its call to action', async (path, heading, bodyHeading, action) => {
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      await page.goto(app.server.url + path);
      await page.locator('h1').filter({ hasText: heading }).waitFor();
      await page.getByRole('heading', { name: bodyHeading, level: 2 }).waitFor();
      expect(await page.getByRole('link', { name: action }).count()).toBeGreaterThan(0);
      expect(await page.locator('article li').count()).toBeGreaterThan(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the contact details an admin saved, as links, in the footer and on the about and contact pages', async () => {
    const admin = await createVerifiedUser(app.server.services.auth, { name: 'Shirin Akter', email: 'settings.admin@example.com', role: 'admin', password: 'trial balance at noon' });
    await saveSiteSettings(
      app.server.services,
      { id: admin.id, email: admin.email, ip: null },
      {
        email: 'help@hisab.com.bd',
        phone: '+880 1712-345678',
        hours: 'Saturday to Thursday, 10:00 to 18:00',
        address: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
        facebook: '',
        youtube: '',
        linkedin: '',
      },
    );
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      for (const [path, area] of [
        ['/about', page.locator('main')],
        ['/contact', page.getByRole('region', { name: 'Other ways to reach us' })],
        ['/courses', page.locator('footer')],
      ] as const) {
        await page.goto(app.server.url + path);
        await area.getByRole('link', { name: 'help@hisab.com.bd' }).waitFor();
        expect(await area.getByRole('link', { name: 'help@hisab.com.bd' }).getAttribute('href'), path).toBe('mailto:help@hisab.com.bd');
        expect(await area.getByRole('link', { name: '+880 1712-345678' }).getAttribute('href'), path).toBe('tel:+8801712345678');
        expect(await area.innerText(), path).toContain('House 12, Road 7, Dhanmondi, Dhaka 1205');
        expect(await area.innerText(), path).toContain('Saturday to Thursday, 10:00 to 18:00');
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('serves a course page with Course data and no console error, and keeps the title right while moving around', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      const response = await page.goto(`${app.server.url}/course-detail/accounting-complete-course-december-2026`, { waitUntil: 'networkidle' });
      await appReady(page);
      expect(response?.status()).toBe(200);
      const served = await response!.text();
      expect(served).toContain('<title data-server-meta>Accounting');
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as { '@type': string; offers: { priceCurrency: string } };
      expect(data['@type']).toBe('Course');
      expect(data.offers.priceCurrency).toBe('BDT');
      expect(await page.locator('head title').count()).toBe(1);
      // Leaving the page drops the server's data about it.
      await page.locator('#site-header').getByRole('link', { name: 'Contact' }).first().click();
      await page.waitForURL(`${app.server.url}/contact`);
      await page.waitForFunction(() => document.title === 'Contact us | Hisab');
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);

      await page.goto(`${app.server.url}/about`);
      await page.locator('h1').filter({ hasText: 'About Hisab' }).waitFor();
      expect(await page.title()).toBe('About Hisab | Hisab');
      await page.getByRole('link', { name: 'Send us a message →' }).click();
      await page.waitForURL(`${app.server.url}/contact`);
      await page.waitForFunction(() => document.title === 'Contact us | Hisab');
      expect(await page.locator('head title').count()).toBe(1);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${app.server.url}/contact`);
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${app.server.url}/contact`);
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
