import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { grantEnrollment } from '../../src/server/enrollments/grant-enrollment';
import { useAppInBrowser } from './support/app';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'trial balance at noon';
const SLUG = 'accounting-complete-course-december-2026';

const signIn = (page: Page, base: string, email: string) => signInThroughApi(page, base, email, PASSWORD);

describe('studying a course in the browser', () => {
  const app = useAppInBrowser();

  async function courseLessons() {
    return app.server.db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .innerJoin('course_sections', 'course_sections.id', 'lessons.section_id')
      .select(['lessons.id', 'lessons.title', 'lessons.free_preview', 'courses.id as course_id', 'courses.title as course_title'])
      .where('courses.slug', '=', SLUG)
      .orderBy('course_sections.position')
      .orderBy('lessons.position')
      .execute();
  }

  it('takes an enrolled student from /my-enroll into the player, keeps two completed lessons, and shows a printable receipt', async () => {
    const user = await createVerifiedUser(app.server.services.auth, { name: 'Tahmina Akter', email: 'tahmina@example.com', role: 'student', password: PASSWORD });
    const lessons = await courseLessons();
    const courseId = lessons[0]!.course_id;
    await app.server.db.transaction().execute(async (trx) => {
      const now = new Date();
      const { id } = await trx
        .insertInto('orders')
        .values({
          reference: 'HSB-E2E7Q4',
          user_id: user.id,
          checkout_key: 'e2e',
          status: 'approved',
          method: 'bkash',
          subtotal_paisa: 450000,
          discount_paisa: 0,
          total_paisa: 450000,
          sender: '01711000000',
          trx_id: 'E2ETRX12345',
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          reviewed_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values({
          order_id: id,
          course_id: courseId,
          course_slug: SLUG,
          course_title: lessons[0]!.course_title,
          price_paisa: 450000,
          sale_price_paisa: null,
          discount_paisa: 0,
          paid_paisa: 450000,
          position: 0,
        })
        .execute();
      await grantEnrollment(trx, { userId: user.id, courseId, source: 'order', orderId: id, now });
    });
    const percent = `${Math.floor(200 / lessons.length)}%`;

    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signIn(page, app.server.url, 'tahmina@example.com');
      await page.goto(`${app.server.url}/my-enroll`);
      const card = page.locator(`[data-course="${SLUG}"]`);
      await card.getByText('0 of').waitFor();
      await card.getByRole('link', { name: 'Start' }).click();
      await page.waitForURL(`${app.server.url}/courseland/${SLUG}/${lessons[0]!.id}`);
      await page.getByRole('heading', { level: 1, name: lessons[0]!.title }).waitFor();

      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await page.getByRole('button', { name: 'Completed' }).waitFor();
      await page.getByRole('link', { name: 'Next lesson' }).click();
      await page.getByRole('heading', { level: 1, name: lessons[1]!.title }).waitFor();
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await page.getByRole('button', { name: 'Completed' }).waitFor();
      await page.getByText(`2 of ${lessons.length} lessons completed`).waitFor();
      expect(await page.getByRole('navigation', { name: 'Course content' }).getByLabel('Completed').count()).toBe(2);

      await page.goto(`${app.server.url}/my-enroll`);
      await card.getByText(`2 of ${lessons.length} lessons completed`).waitFor();
      expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(percent.replace('%', ''));
      await card.getByRole('link', { name: `Continue: ${lessons[1]!.title}` }).waitFor();

      await page.goto(`${app.server.url}/courseEnrolluser/${SLUG}`);
      await page.getByRole('heading', { name: 'Progress by section' }).waitFor();
      await page.getByText(`2 of ${lessons.length} lessons completed`).waitFor();
      await page.getByRole('link', { name: 'Continue learning' }).waitFor();
      await page.getByRole('link', { name: 'Receipt HSB-E2E7Q4' }).click();
      await page.waitForURL(/\/coursebyUser\?receipt=HSB-E2E7Q4/);
      const receipt = page.getByRole('article', { name: 'Receipt HSB-E2E7Q4' });
      await receipt.getByText('E2ETRX12345').waitFor();
      await receipt.getByText('Tahmina Akter').waitFor();
      await receipt.getByRole('button', { name: 'Print' }).waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('body > div header').first().isVisible()).toBe(false);
      expect(await receipt.getByRole('cell', { name: lessons[0]!.course_title }).isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('plays a free preview for a visitor and offers a locked lesson for enrollment', async () => {
    const lessons = await courseLessons();
    const preview = lessons.find((l) => l.free_preview === 1)!;
    const locked = lessons.find((l) => l.free_preview === 0)!;
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      // The course page's Preview badge is the way in: it links to the lesson in the player.
      await page.goto(`${app.server.url}/course-detail/${SLUG}`);
      await appReady(page);
      const badge = page.getByRole('link', { name: `Preview: ${preview.title}, free` });
      if (!(await badge.isVisible())) await page.locator('details', { has: badge }).locator('summary').click();
      await badge.click();
      await page.waitForURL(`${app.server.url}/courseland/${SLUG}/${preview.id}`);
      await page.getByRole('heading', { level: 1, name: preview.title }).waitFor();
      await page.getByText('Free preview', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Course content' }).click();
      await page
        .getByRole('navigation', { name: 'Course content' })
        .getByRole('link', { name: new RegExp(locked.title) })
        .click();
      await page.waitForURL(`${app.server.url}/courseland/${SLUG}/${locked.id}`);
      const lockedPane = page.locator('[data-locked-lesson]');
      await lockedPane.getByRole('heading', { name: locked.title }).waitFor();
      expect(await lockedPane.getByRole('link', { name: 'Enroll in this course' }).getAttribute('href')).toBe(`/courseEnroll/${SLUG}`);
      await lockedPane.getByRole('link', { name: 'Sign in' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
