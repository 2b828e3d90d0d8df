import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { canStillBeSold } from '../../src/server/enrollments/access-window';
import { insertExamWithBank } from '../../src/server/testing/exam-factory';
import { useAppInBrowser } from './support/app';
import { enrolledStudent, lessonsOf } from './support/enrolled-student';
import { focused, tabTo } from './support/keyboard';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

/*
 * Journeys by keyboard alone: no mouse click anywhere in this file. Controls
 * are reached with Tab (so reachability is part of what is tested) and used
 * with Enter, Space, the arrow keys and Escape.
 */

const PASSWORD = 'keyboard only ledger';
const SLUG = 'accounting-complete-course-december-2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Whether the focused element (or the card around a focused radio or checkbox) draws a focus outline. */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const drawn = (node: Element | null) => Boolean(node) && getComputedStyle(node!).outlineStyle !== 'none' && getComputedStyle(node!).outlineWidth !== '0px';
    return el.matches(':focus-visible') && (drawn(el) || drawn(el.closest('label')));
  });
const focusInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

/** Signs in by typing into the form and pressing Enter (once: the other journeys sign in through the API). */
async function signInByKeyboard(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${base}/`);
}

describe('keyboard alone: menus, cart, checkout, the course player and the exam player', () => {
  const app = useAppInBrowser();

  it('desktop sub-menus: Escape returns focus to the menu button, tabbing past the last item closes the menu', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, DESKTOP);
    try {
      await page.goto(app.server.url);
      await page.locator('h1').first().waitFor();
      // The page paints from the server before its code runs: a key pressed before then reaches a button with no handler yet.
      await appReady(page);
      const button = page.locator('#submenu-button-0');
      await tabTo(page, (await button.innerText()).trim());
      await page.keyboard.press('Enter');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '#submenu-0'), 'Tab goes into the open menu').toBe(true);
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect((await focused(page)).id, 'Escape puts focus back on the menu button').toBe('submenu-button-0');

      await page.keyboard.press('Enter');
      const links = await page.locator('#submenu-0 a').count();
      for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
      expect(await focusInside(page, '#submenu-0'), 'on the last item').toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await button.getAttribute('aria-expanded'), 'tabbing past the last item closes it').toBe('false');
      expect((await focused(page)).id).toBe('submenu-button-1');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('phone menu: focus moves in, Tab and Shift+Tab stay inside, Escape closes it and returns focus to the menu button', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, PHONE);
    try {
      await page.goto(app.server.url);
      await page.locator('h1').first().waitFor();
      // The page paints from the server before its code runs: a key pressed before then reaches a button with no handler yet.
      await appReady(page);
      await tabTo(page, 'Open menu');
      await page.keyboard.press('Enter');
      await page.locator('#offcanvas-menu.show').waitFor();
      expect((await focused(page)).id, 'focus starts on the close button').toBe('offcanvas-close');
      const stops = await page.locator('#offcanvas-menu').evaluate((el) => el.querySelectorAll('a[href], button').length);
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '#offcanvas-menu'), `Tab ${i + 1} stays in the menu`).toBe(true);
      }
      for (let i = 0; i < stops + 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInside(page, '#offcanvas-menu'), `Shift+Tab ${i + 1} stays in the menu`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await page.locator('#offcanvas-menu.show').waitFor({ state: 'detached' });
      expect((await focused(page)).id, 'Escape returns focus to the trigger').toBe('mobile-menu-button');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('cart and checkout: the payment method is a radio group with the first method chosen, arrow keys move the choice, the order is sent', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Tania Rahman', email: 'keys.cart@example.com', role: 'student', password: PASSWORD });
    const course = (
      await app.server.db.selectFrom('courses').select(['slug', 'title', 'access_days', 'access_until']).where('status', '=', 'published').where('price_paisa', '>', 0).orderBy('id').execute()
    ).find((c) => canStillBeSold(c, new Date()))!;
    const methods = await app.server.db.selectFrom('payment_methods').selectAll().where('enabled', '=', 1).orderBy('position').execute();
    const { page, errors, close } = await openWatchedPage(app.browser, PHONE);
    try {
      await signInByKeyboard(page, app.server.url, 'keys.cart@example.com');
      await page.goto(`${app.server.url}/cart?add=${course.slug}`);
      await page.getByRole('heading', { name: '1 course in your cart' }).waitFor();
      await tabTo(page, 'Proceed to checkout');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/courseEnroll$/);
      await page.getByRole('heading', { name: '1. Send the payment' }).waitFor();

      // The methods arrive after the heading: wait for the chosen one's details before counting.
      await page.getByTestId('method-details').waitFor();
      const radios = page.getByRole('radio');
      expect(await radios.count()).toBe(methods.length);
      expect(await radios.first().isChecked(), 'the first method is chosen from the start').toBe(true);
      const details = page.getByTestId('method-details');
      expect(await details.innerText()).toContain(methods[0]!.account_number);

      // One Tab stop for the group: Tab lands on the chosen radio, the next Tab leaves the group.
      await tabTo(page, new RegExp(methods[0]!.label));
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('radio');
      await page.keyboard.press('ArrowRight');
      expect(await radios.nth(1).isChecked(), 'an arrow key moves the choice').toBe(true);
      expect(await details.innerText()).toContain(methods[1]!.account_number);
      const bank = methods.findIndex((m) => m.code === 'bank');
      for (let i = 1; i < bank; i++) await page.keyboard.press('ArrowRight');
      expect(await radios.nth(bank).isChecked()).toBe(true);
      await page.getByRole('heading', { name: '1. Send the payment' }).waitFor();
      for (let i = 0; i < bank; i++) await page.keyboard.press('ArrowLeft');
      expect(await radios.first().isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type), 'the next Tab leaves the group').not.toBe('radio');

      await tabTo(page, /^Number you paid from/);
      await page.keyboard.type('01712345678');
      await page.keyboard.press('Tab');
      await page.keyboard.type('9c7a1b2xyz');
      await tabTo(page, 'Submit payment for review');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/cprocessing\/HSB-/);
      await page.getByText('Payment under review').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('course player on a phone: Mark as complete keeps focus, Next lesson focuses the new heading, the drawer takes and returns focus', async () => {
    await enrolledStudent(app.server, { email: 'keys.player@example.com', password: PASSWORD, slug: SLUG, reference: 'HSB-KEYS01' });
    const lessons = await lessonsOf(app.server.db, SLUG);
    const { page, errors, close } = await openWatchedPage(app.browser, PHONE);
    try {
      await signInThroughApi(page, app.server.url, 'keys.player@example.com', PASSWORD);
      await page.goto(`${app.server.url}/courseland/${SLUG}/${lessons[0]!.id}`);
      await page.getByRole('heading', { level: 1, name: lessons[0]!.title }).waitFor();

      await tabTo(page, 'Mark as complete');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Completed' }).waitFor();
      await page.getByText(`1 of ${lessons.length} lessons completed`).waitFor();
      expect((await focused(page)).name, 'focus stays on the button in its new state').toBe('Completed');

      await tabTo(page, 'Next lesson');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: lessons[1]!.title }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'lesson-title');
      expect((await focused(page)).name).toBe(lessons[1]!.title);
      await tabTo(page, 'Previous lesson', { back: true });
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: lessons[0]!.title }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'lesson-title');

      await tabTo(page, 'Course content', { back: true });
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Course content' });
      await drawer.waitFor();
      expect(await focusInside(page, '#player-outline'), 'opening moves focus into the drawer').toBe(true);
      for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, '#player-outline'), 'Shift+Tab stays in the drawer').toBe(true);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect((await focused(page)).name, 'Escape returns focus to the visible trigger').toBe('Course content');
      expect(await page.getByRole('button', { name: 'Course content' }).isVisible()).toBe(true);

      // Choosing a lesson in the drawer lands on that lesson's heading.
      await page.keyboard.press('Enter');
      await drawer.waitFor();
      await tabTo(page, new RegExp(lessons[2]!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: lessons[2]!.title }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'lesson-title');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('course player on a desktop: "Skip to lesson" jumps over the outline to the lesson, a few stops from Mark as complete', async () => {
    const lessons = await lessonsOf(app.server.db, SLUG);
    const { page, errors, close } = await openWatchedPage(app.browser, DESKTOP);
    try {
      await signInThroughApi(page, app.server.url, 'keys.player@example.com', PASSWORD);
      await page.goto(`${app.server.url}/courseland/${SLUG}/${lessons[0]!.id}`);
      await page.getByRole('heading', { level: 1, name: lessons[0]!.title }).waitFor();
      await tabTo(page, 'Skip to lesson', { max: 40 });
      expect(await page.getByRole('link', { name: 'Skip to lesson' }).isVisible(), 'the skip link shows when focused').toBe(true);
      await page.keyboard.press('Enter');
      expect((await focused(page)).id).toBe('lesson-title');
      await tabTo(page, /^(Mark as complete|Completed)$/, { max: 8 });
      expect(page.url(), 'no change of address').toBe(`${app.server.url}/courseland/${SLUG}/${lessons[0]!.id}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('exam player: start, answer, jump by the navigator, remove a journal line, flag, review and submit, with focus always visible', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Nusrat Jahan', email: 'keys.exam@example.com', role: 'student', password: PASSWORD });
    const { exam } = await insertExamWithBank(app.server.db, app.server.services.exams);
    const { page, errors, close } = await openWatchedPage(app.browser, DESKTOP);
    try {
      await signInThroughApi(page, app.server.url, 'keys.exam@example.com', PASSWORD);
      await page.goto(`${app.server.url}/exam/${exam.slug}`);
      await page.locator('h1').first().waitFor();
      // The page paints from the server before its code runs: a key pressed before then reaches a button with no handler yet.
      await appReady(page);
      await tabTo(page, 'Start exam');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/exampl\//);
      await page.getByRole('heading', { name: /^Question 1/ }).waitFor();

      await tabTo(page, /^ADebit$/);
      expect(await focusIsVisible(page), 'the answer option shows focus').toBe(true);
      await page.keyboard.press('Space');
      expect(await page.getByRole('radio', { name: /Debit$/ }).isChecked()).toBe(true);

      await tabTo(page, /^Question 5,/);
      expect(await focusIsVisible(page), 'the navigator shows focus').toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: /^Question 5/ }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'question-5');

      const lines = await page.getByRole('button', { name: /^Remove line/ }).count();
      await tabTo(page, `Remove line ${lines}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('[data-remove-line]').length === n - 1, lines);
      expect((await focused(page)).name, 'focus stays in the journal after its row goes').toBe(`Remove line ${lines - 1}`);

      await tabTo(page, 'Flag for review', { back: true });
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Flagged for review', exact: true }).waitFor();
      expect((await focused(page)).name).toBe('Flagged for review');

      await tabTo(page, 'Review and submit');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Review before you submit' }).waitFor();
      expect((await focused(page)).name).toBe('Review before you submit');
      await tabTo(page, 'Submit exam');
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Submit your exam?' }).waitFor();
      expect(await focusInside(page, 'dialog'), 'the dialog takes focus').toBe(true);
      await tabTo(page, 'Submit now', { max: 4 });
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/examcl\//);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
