import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'closing stock at cost';

describe('unsaved work in the studio', () => {
  const app = useAppInBrowser();

  it('asks before a link leaves unsaved changes, and brings them back after the tab was closed until they are discarded', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Shirin Admin', email: 'shirin.admin@example.com', role: 'admin', password: PASSWORD });
    const course = await app.server.db.selectFrom('courses').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const editor = `${app.server.url}/admin/studio/courses/${course.id}`;
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signInThroughApi(page, app.server.url, 'shirin.admin@example.com', PASSWORD);
      await page.goto(editor);
      const title = page.getByLabel('Title', { exact: true });
      await title.waitFor();
      await title.fill('Accounting: the revised title nobody saved');

      // A link away asks first; "Cancel" keeps the page and the text.
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole('link', { name: 'Users' }).click();
      expect(asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
      expect(page.url()).toBe(editor);
      expect(await title.inputValue()).toBe('Accounting: the revised title nobody saved');

      // The tab goes away without saving: the next visit offers the text back.
      // The copy is written a moment after typing stops.
      await page.waitForFunction(() => Object.keys(window.localStorage).some((key) => key.startsWith('hisab.studio.draft:')));
      await page.goto('about:blank');
      await page.goto(editor);
      await page.getByText('Unsaved changes kept in this browser').waitFor();
      expect(await title.inputValue()).toBe('Accounting: the revised title nobody saved');

      // Discarding them shows the saved course again, and nothing was saved meanwhile.
      await page.getByRole('button', { name: 'Discard them' }).click();
      expect(await title.inputValue()).toBe(course.title);
      const stored = await app.server.db.selectFrom('courses').select('title').where('id', '=', course.id).executeTakeFirstOrThrow();
      expect(stored.title).toBe(course.title);
      await page.goto(editor);
      await title.waitFor();
      expect(await page.getByText('Unsaved changes kept in this browser').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
