import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { grantEnrollment } from '../../src/server/enrollments/grant-enrollment';
import { useAppInBrowser } from './support/app';
import { openWatchedPage, settle } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'trial balance at noon';
const SLUG = 'closing-entries-workshop';
/** Set to a folder to keep screenshots of the curriculum builder at phone and desktop widths. */
const SHOTS = process.env.STUDIO_SCREENSHOTS;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const lessonTitles = (page: Page, section: string) =>
  page
    .getByRole('list', { name: `Lessons in ${section}` })
    .locator('[data-lesson-row]')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('button')!.firstChild!.textContent));

describe('the curriculum builder in the browser', () => {
  const app = useAppInBrowser();

  it('lets an admin build two sections and three lessons, reorder by keyboard and by dragging, upload a PDF and publish, and an enrolled student sees them in the player', async () => {
    const auth = app.server.services.auth;
    await createVerifiedUser(auth, { name: 'Nasrin Admin', email: 'curriculum.admin@example.com', role: 'admin', password: PASSWORD });
    const student = await createVerifiedUser(auth, { name: 'Tanvir Student', email: 'curriculum.student@example.com', role: 'student', password: PASSWORD });
    const db = app.server.db;
    // The course itself comes from the course editor; here it is written directly, published and empty.
    const subject = await db.selectFrom('subjects').select('id').orderBy('position').executeTakeFirstOrThrow();
    const course = await db
      .insertInto('courses')
      .values({
        slug: SLUG,
        title: 'Closing entries workshop',
        subject_id: subject.id,
        summary: 'Year-end closing entries, worked through.',
        description: 'Year-end closing entries, worked through.',
        outcomes: '[]',
        requirements: '[]',
        language: 'English',
        price_paisa: 150_000,
        sale_price_paisa: null,
        access_days: null,
        access_until: null,
        status: 'published',
        published_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => grantEnrollment(trx, { userId: student.id, courseId: course.id, source: 'manual', orderId: null, now: new Date() }));

    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signInThroughApi(page, app.server.url, 'curriculum.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/studio/courses/${course.id}/curriculum`);
      await page.getByRole('heading', { name: 'Curriculum', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(`/admin/studio/courses/${course.id}`);

      for (const title of ['Foundations', 'Practice']) {
        await page.getByLabel('New section title').fill(title);
        await page.getByRole('button', { name: 'Add section' }).click();
        await page.getByRole('list', { name: `Lessons in ${title}` }).waitFor();
      }

      const addLesson = async (section: string, title: string, kind: 'Video' | 'Text' | 'PDF') => {
        await page.getByLabel(`New lesson title in ${section}`).fill(title);
        await page.getByLabel(`New lesson kind in ${section}`).selectOption({ label: kind });
        await page
          .getByRole('list', { name: `Lessons in ${section}` })
          .getByRole('button', { name: 'Add lesson' })
          .click();
        await page.getByRole('heading', { name: 'Edit lesson' }).waitFor();
        await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
      };
      const publish = async () => {
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByText(/^Published at/).waitFor();
      };

      // A text lesson with Markdown, 8 minutes, a free preview.
      await addLesson('Foundations', 'Why we close the books', 'Text');
      await page
        .getByRole('textbox', { name: 'Text', exact: true })
        .fill('## Closing\n\nEvery **temporary** account returns to zero.\n\n| Account | Closed to |\n|---|---|\n| Sales | Income summary |');
      await page.getByLabel('Duration (minutes)').fill('8');
      await page.getByLabel(/Free preview/).check();
      await publish();

      // A video lesson: a wrong address is refused on the page, a YouTube one previews.
      await addLesson('Foundations', 'Closing entries on video', 'Video');
      await page.getByLabel('Video address').fill('https://example.com/not-a-video');
      await page.getByText('Use a YouTube or Vimeo link, or an https address of an MP4 or WebM file.').waitFor();
      expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
      await page.getByLabel('Video address').fill('https://youtu.be/dQw4w9WgXcQ');
      await page.locator('iframe[title="Preview of Closing entries on video"]').waitFor();
      expect(await page.locator('iframe[title="Preview of Closing entries on video"]').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      await page.getByLabel('Duration (minutes)').fill('14');
      await publish();

      // A PDF lesson in the second section: something that is not a PDF is turned down, then the real file uploads.
      await addLesson('Practice', 'Closing checklist', 'PDF');
      await page.getByLabel('Upload the PDF').setInputFiles({ name: 'checklist.png', mimeType: 'application/pdf', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) });
      await page.getByText(/This file is not a PDF/).waitFor();
      await page.getByLabel('Upload the PDF').setInputFiles({ name: 'closing-checklist.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByText('closing-checklist.pdf', { exact: true }).waitFor();
      await page.getByLabel('Duration (minutes)').fill('5');
      await publish();
      await page.getByText('Version 1').waitFor();
      await shoot(page, 'studio-curriculum');

      // By keyboard: the video moves above the text lesson; the live region says where it went and the focus stays on it.
      expect(await lessonTitles(page, 'Foundations')).toEqual(['Why we close the books', 'Closing entries on video']);
      await page.getByRole('button', { name: 'Move Closing entries on video up' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Moved Closing entries on video: lesson 1 of 2 in Foundations.').waitFor({ state: 'attached' });
      expect(await lessonTitles(page, 'Foundations')).toEqual(['Closing entries on video', 'Why we close the books']);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Closing entries on video down');
      // Down again by keyboard, then back up: the order the student should see.
      await page.keyboard.press('Enter');
      await page.getByText('Moved Closing entries on video: lesson 2 of 2 in Foundations.').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Move Closing entries on video up' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Moved Closing entries on video: lesson 1 of 2 in Foundations.').waitFor({ state: 'attached' });
      expect(await lessonTitles(page, 'Practice')).toEqual(['Closing checklist']);

      // With the mouse: the text lesson dragged to the end of Practice, then dropped back onto Foundations' end.
      const row = (title: string) => page.locator('[data-lesson-row]').filter({ hasText: title });
      const sectionEnd = (section: string) =>
        page
          .getByRole('list', { name: `Lessons in ${section}` })
          .locator(':scope > li')
          .last();
      await row('Why we close the books').dragTo(sectionEnd('Practice'));
      await page.getByText('Moved Why we close the books: lesson 2 of 2 in Practice.').waitFor({ state: 'attached' });
      expect(await lessonTitles(page, 'Practice')).toEqual(['Closing checklist', 'Why we close the books']);
      await row('Why we close the books').dragTo(sectionEnd('Foundations'));
      await page.getByText('Moved Why we close the books: lesson 2 of 2 in Foundations.').waitFor({ state: 'attached' });
      expect(await lessonTitles(page, 'Foundations')).toEqual(['Closing entries on video', 'Why we close the books']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }

    const counts = await db.selectFrom('courses').select(['lessons_count', 'duration_minutes']).where('id', '=', course.id).executeTakeFirstOrThrow();
    expect(counts).toEqual({ lessons_count: 3, duration_minutes: 27 });

    const learner = await openWatchedPage(app.browser);
    try {
      await signInThroughApi(learner.page, app.server.url, 'curriculum.student@example.com', PASSWORD);
      await learner.page.goto(`${app.server.url}/courseland/${SLUG}`);
      await learner.page.getByRole('heading', { level: 1, name: 'Closing entries on video' }).waitFor();
      const outline = await learner.page.locator('body').innerText();
      const at = (text: string) => outline.indexOf(text);
      for (const text of ['Foundations', 'Closing entries on video', 'Why we close the books', 'Practice', 'Closing checklist']) expect(at(text), text).toBeGreaterThanOrEqual(0);
      expect(at('Closing entries on video')).toBeLessThan(at('Why we close the books'));
      expect(at('Why we close the books')).toBeLessThan(at('Closing checklist'));
      expect(await learner.page.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]').count()).toBe(1);
      await learner.page
        .getByRole('link', { name: /Closing checklist/ })
        .first()
        .click();
      await learner.page.getByRole('heading', { level: 1, name: 'Closing checklist' }).waitFor();
      await shoot(learner.page, 'studio-curriculum-player');
      expect(learner.errors).toEqual([]);
    } finally {
      await learner.close();
    }
  });
});
