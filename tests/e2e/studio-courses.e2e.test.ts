import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { subjectPath } from '../../src/contracts/subjects';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { useAppInBrowser } from './support/app';
import { openWatchedPage, settle } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'trial balance at noon';
/** Set to a folder to keep screenshots of the studio's course screens at phone and desktop widths. */
const SHOTS = process.env.STUDIO_SCREENSHOTS;

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const outcomeValues = (page: Page) =>
  page
    .getByRole('list', { name: 'What you will learn' })
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

describe('the studio’s course editor in the browser', () => {
  const app = useAppInBrowser();
  const account = (name: string, email: string, role: 'student' | 'admin') => createVerifiedUser(app.server.services.auth, { name, email, role, password: PASSWORD });

  it('lets an admin create a course, fill every field (lists by keyboard), preview it, publish it and find it in the catalogue and on its paper’s page', async () => {
    await account('Nasrin Admin', 'nasrin.admin@example.com', 'admin');
    await account('Tanvir Student', 'tanvir@example.com', 'student');
    const db = app.server.db;
    const paper = await db.selectFrom('subjects').select(['id', 'name']).orderBy('position').executeTakeFirstOrThrow();
    const mentor = await db.selectFrom('instructors').select('name').orderBy('position').executeTakeFirstOrThrow();

    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signInThroughApi(page, app.server.url, 'nasrin.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/studio/courses`);
      await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
      await shoot(page, 'studio-courses-list');
      await page.getByRole('link', { name: 'New course' }).first().click();

      await page.getByLabel('Title').fill('Deferred tax in practice');
      await page.getByLabel('Paper').selectOption(String(paper.id));
      await page.getByRole('button', { name: 'Create the draft' }).click();
      await page.waitForURL(/\/admin\/studio\/courses\/\d+$/);
      const courseId = Number(page.url().split('/').pop());
      await page.getByRole('heading', { name: 'Deferred tax in practice', level: 1 }).waitFor();
      expect(await page.getByLabel('Address').inputValue()).toBe('deferred-tax-in-practice');
      await page.getByRole('link', { name: /Curriculum/ }).waitFor();
      expect(await page.getByRole('link', { name: /Curriculum/ }).getAttribute('href')).toBe(`/admin/studio/courses/${courseId}/curriculum`);

      await page.getByLabel('Summary').fill('Temporary differences, deferred tax assets and the rate change, worked through.');
      await page.getByRole('textbox', { name: 'Description' }).fill('## What this course covers\n\n| Item | Treatment |\n|---|---|\n| Asset | Recognise |');

      // The outcomes list, by keyboard only: add three, move the last to the top, remove one.
      const adder = page.getByLabel('New outcome');
      await adder.focus();
      for (const line of ['Find temporary differences', 'Measure deferred tax', 'Explain the tax charge']) {
        await page.keyboard.type(line);
        await page.keyboard.press('Enter');
      }
      expect(await outcomeValues(page)).toEqual(['Find temporary differences', 'Measure deferred tax', 'Explain the tax charge']);
      await page.getByRole('button', { name: 'Move "Explain the tax charge" up' }).focus();
      await page.keyboard.press('Enter');
      await settle(page);
      // The focus followed the line, so the same key moves it again.
      await page.keyboard.press('Enter');
      await settle(page);
      expect(await outcomeValues(page)).toEqual(['Explain the tax charge', 'Find temporary differences', 'Measure deferred tax']);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move "Explain the tax charge" down');
      await page.getByRole('button', { name: 'Remove "Find temporary differences"' }).focus();
      await page.keyboard.press(' ');
      expect(await outcomeValues(page)).toEqual(['Explain the tax charge', 'Measure deferred tax']);
      await page.getByText('Outcome "Find temporary differences" removed.').waitFor({ state: 'attached' });

      await page.getByLabel('New requirement').fill('Know IAS 12 basics');
      await page.getByLabel('New requirement').press('Enter');
      await page.getByLabel('Price (Tk)', { exact: true }).fill('2500');
      await page.getByLabel('Sale price (Tk)').fill('2600');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('The sale price must be lower than the price.').waitFor();
      await page.getByLabel('Sale price (Tk)').fill('1999.50');
      await page.getByRole('radio', { name: 'For a number of days' }).check();
      await page.getByLabel('Days of access').fill('180');
      await page.getByRole('checkbox', { name: new RegExp(mentor.name) }).check();
      await page.getByText('Rust', { exact: true }).click();
      expect(await page.getByRole('img', { name: /cover with the rust/i }).getAttribute('src')).toContain('theme=rust');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(/Saved as version \d+\./).waitFor();
      await shoot(page, 'studio-course-editor');

      const saved = await db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirstOrThrow();
      expect(saved).toMatchObject({ price_paisa: 250_000, sale_price_paisa: 199_950, access_days: 180, cover_theme: 'rust', status: 'draft' });
      expect(JSON.parse(saved.outcomes)).toEqual(['Explain the tax charge', 'Measure deferred tax']);

      // Publishing needs a lesson: the curriculum builder adds one.
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('button', { name: 'Yes, publish' }).click();
      await page.getByText('Before publishing, the course needs at least one published lesson').waitFor();
      const section = await db.insertInto('course_sections').values({ course_id: courseId, position: 1, title: 'Foundations' }).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('lessons')
        .values({
          course_id: courseId,
          section_id: section.id,
          position: 1,
          title: 'What deferred tax is',
          kind: 'text',
          duration_minutes: 15,
          body: 'Text.',
          video_url: null,
          file_name: null,
          file_content: null,
        })
        .execute();
      await db.updateTable('courses').set({ lessons_count: 1, duration_minutes: 15 }).where('id', '=', courseId).execute();

      // View as a student: the draft's page as students will see it, for admins only.
      const preview = await page.context().newPage();
      await preview.goto(`${app.server.url}/course-detail/deferred-tax-in-practice?preview=1`);
      await preview.getByRole('heading', { level: 1, name: 'Deferred tax in practice' }).waitFor();
      await preview.getByText('Preview: this is the course page as students will see it').waitFor();
      await preview.getByText('Explain the tax charge').waitFor();
      await preview.getByRole('table').getByText('Recognise').waitFor();
      await preview.close();
      const student = await openWatchedPage(app.browser);
      try {
        await signInThroughApi(student.page, app.server.url, 'tanvir@example.com', PASSWORD);
        await student.page.goto(`${app.server.url}/course-detail/deferred-tax-in-practice?preview=1`);
        await student.page.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor();
        expect(await student.page.getByText('Deferred tax in practice').count()).toBe(0);
      } finally {
        await student.close();
      }

      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('button', { name: 'Yes, publish' }).click();
      await page.getByText('Published.', { exact: true }).waitFor();
      await page.locator('section[aria-label="Publishing"]').getByRole('button', { name: 'Unpublish' }).waitFor();

      await page.goto(`${app.server.url}/course-filter?q=deferred%20practice`);
      await page.getByRole('link', { name: 'Deferred tax in practice' }).first().waitFor();
      await page.goto(`${app.server.url}${subjectPath(paper.name)}`);
      await page.getByRole('link', { name: 'Deferred tax in practice' }).first().waitFor();
      await page.goto(`${app.server.url}/course-detail/deferred-tax-in-practice`);
      await page.getByRole('heading', { level: 1, name: 'Deferred tax in practice' }).waitFor();
      await page.locator('aside').getByText('Tk 1,999.50').waitFor();

      // A new address for the published course: the old one lands on the new page.
      await page.goto(`${app.server.url}/admin/studio/courses/${courseId}`);
      await page.getByLabel('Address').fill('deferred-tax-explained');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(/Saved as version \d+\./).waitFor();
      await page.goto(`${app.server.url}/course-detail/deferred-tax-in-practice`);
      await page.waitForURL(`${app.server.url}/course-detail/deferred-tax-explained`);
      await page.getByRole('heading', { level: 1, name: 'Deferred tax in practice' }).waitFor();
      // 409: the first publish, refused for want of a lesson; 401/403/404: the student's refused preview.
      expect(errors.filter((e) => !/40[1349]/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps the admin’s text and says so when another admin saved the course first', async () => {
    await account('Kamal Admin', 'kamal.admin@example.com', 'admin');
    const db = app.server.db;
    const course = await db.selectFrom('courses').select(['id', 'version', 'summary']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signInThroughApi(page, app.server.url, 'kamal.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/studio/courses/${course.id}`);
      await page.getByLabel('Summary').fill('My better summary.');
      // Another admin saves meanwhile.
      await db
        .updateTable('courses')
        .set({ summary: 'Their summary.', version: course.version + 1 })
        .where('id', '=', course.id)
        .execute();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Another admin saved this course after you opened it.').waitFor();
      expect(await page.getByLabel('Summary').inputValue()).toBe('My better summary.');
      // The notice sits in the save bar at the foot of the window.
      await shoot(page, 'studio-course-conflict', false);
      await page.getByRole('button', { name: 'Reload', exact: true }).click();
      await page.getByText(`Their version (${course.version + 1}) is loaded. Your changes are still in the form.`).waitFor();
      expect(await page.getByLabel('Summary').inputValue()).toBe('My better summary.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(`Saved as version ${course.version + 2}.`).waitFor();
      expect((await db.selectFrom('courses').select('summary').where('id', '=', course.id).executeTakeFirstOrThrow()).summary).toBe('My better summary.');
      expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
