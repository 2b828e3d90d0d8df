import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { canStillBeSold } from '../../src/server/enrollments/access-window';
import { insertExamWithBank } from '../../src/server/testing/exam-factory';
import { useAppInBrowser } from './support/app';
import { AXE, WIDTHS, audit } from './support/axe';
import { enrolledStudent, lessonsOf } from './support/enrolled-student';
import { openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'ledger balances every month';

describe('accessibility (axe-core) of a student’s screens at phone and desktop widths', () => {
  const app = useAppInBrowser();

  /**
   * A signed-in student's screens with something in each: an enrolled course
   * (its progress page, a lesson, the receipt), a course in the cart and at
   * checkout, an order's status, and a mock exam sat and submitted.
   */
  async function studentJourney(page: Page): Promise<string[]> {
    const slug = 'accounting-complete-course-december-2026';
    const email = 'axe.student@example.com';
    const reference = 'HSB-AXE1';
    await enrolledStudent(app.server, { email, password: PASSWORD, slug, reference });
    const [lesson] = await lessonsOf(app.server.db, slug);
    const other = (
      await app.server.db
        .selectFrom('courses')
        .select(['slug', 'access_days', 'access_until'])
        .where('status', '=', 'published')
        .where('price_paisa', '>', 0)
        .where('slug', '!=', slug)
        .orderBy('id')
        .execute()
    ).find((c) => canStillBeSold(c, new Date()))!;
    const { exam } = await insertExamWithBank(app.server.db, app.server.services.exams);
    const problems: string[] = [];
    await signInThroughApi(page, app.server.url, email, PASSWORD);
    for (const path of [
      '/my-enroll',
      `/courseEnrolluser/${slug}`,
      `/courseland/${slug}/${lesson!.id}`,
      '/coursebyUser',
      `/coursebyUser?receipt=${reference}`,
      `/cprocessing/${reference}`,
      '/account',
      '/exam',
      `/exam/${exam.slug}`,
    ]) {
      await page.goto(app.server.url + path);
      problems.push(...(await audit(page, path)));
    }
    await page.goto(`${app.server.url}/cart?add=${other.slug}`);
    await page.getByRole('heading', { name: '1 course in your cart' }).waitFor();
    problems.push(...(await audit(page, '/cart (with a course)')));
    await page.goto(`${app.server.url}/courseEnroll`);
    await page.getByTestId('method-details').waitFor();
    problems.push(...(await audit(page, '/courseEnroll')));

    await page.goto(`${app.server.url}/exam/${exam.slug}`);
    await page.getByRole('button', { name: 'Start exam' }).click();
    await page.waitForURL(/\/exampl\//);
    await page.getByRole('heading', { name: /^Question 1/ }).waitFor();
    problems.push(...(await audit(page, '/exampl (a question)')));
    await page.getByRole('button', { name: 'Review and submit' }).click();
    await page.getByRole('heading', { name: 'Review before you submit' }).waitFor();
    await page.getByRole('button', { name: 'Submit exam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit your exam?' });
    await dialog.waitFor();
    problems.push(...(await audit(page, '/exampl (the submit dialog)')));
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    await page.waitForURL(/\/examcl\//);
    // The player's heading can still be on screen when the address changes: wait for the result's own.
    await page.getByRole('heading', { level: 1, name: 'Exam results' }).waitFor();
    problems.push(...(await audit(page, '/examcl')));
    return problems;
  }

  it("finds no violation on a signed-in, enrolled student's screens", { timeout: 300_000 }, async () => {
    const { page, close } = await openWatchedPage(app.browser, WIDTHS[0]!.viewport, AXE);
    let problems: string[] = [];
    try {
      problems = await studentJourney(page);
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  });
});
