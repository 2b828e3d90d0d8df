import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { grantEnrollment } from '../../src/server/enrollments/grant-enrollment';
import { setLessonProgress } from '../../src/server/learning/set-lesson-progress';
import { pdfText } from '../../src/server/testing/pdf-text';
import { startSmtpSink } from '../../src/server/testing/smtp-sink';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtEachWidth } from './support/axe';
import { focused, tabTo } from './support/keyboard';
import { waitForLink } from './support/mail';
import { overflowOnPhones } from './support/overflow';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

describe('a certificate, from the last lesson to a visitor checking it', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.stop();
  });
  const app = useAppInBrowser(() => ({ SMTP_URL: sink.url }));

  it('emails the student the verify address, whose page arrives rendered with the certificate, and says so plainly of an unknown code typed by keyboard', async () => {
    const { db, services } = app.server;
    const student = await createVerifiedUser(services.auth, { name: 'Sadia Islam', email: 'sadia.certificate@example.com', role: 'student', password: 'a certificate at last' });
    const course = await db.selectFrom('courses').select(['id', 'slug', 'title']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => grantEnrollment(trx, { userId: student.id, courseId: course.id, source: 'manual', orderId: null, now: new Date() }));
    const lessons = await db.selectFrom('lessons').select('id').where('course_id', '=', course.id).where('published', '=', 1).where('deleted_at', 'is', null).execute();
    const before = sink.received.length;
    // The student's own completions, as the player sends them.
    for (const lesson of lessons) await setLessonProgress(db, { slug: course.slug, lessonId: lesson.id, userId: student.id, completed: true }, services);

    const link = await waitForLink(sink.received, 'sadia.certificate@example.com', before);
    expect(link).toMatch(/\/verify\/[0-9A-HJKMNP-TV-Z]{10}$/);
    const code = link.slice(-10).replace(/^(\w{5})/, '$1-');
    const verifyUrl = link.replace(/^https?:\/\/[^/]+/, app.server.url);

    // The first HTML already holds the certificate: a slow phone shows it before any script runs.
    const first = await (await fetch(verifyUrl)).text();
    expect(first).toContain('Sadia Islam');
    expect(first).toContain('name="robots" content="noindex"');

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 }, AXE);
    try {
      await page.goto(verifyUrl);
      await appReady(page);
      const card = page.getByRole('region', { name: 'Sadia Islam' });
      await card.waitFor();
      expect(await card.textContent()).toContain(course.title);
      expect(await card.textContent()).toContain('Valid');
      expect(await overflowOnPhones(page, 'a valid certificate')).toEqual([]);
      expect(await violationsAtEachWidth(page, 'a valid certificate')).toEqual([]);

      // A code that was never issued, typed by keyboard.
      await tabTo(page, 'Check another code');
      expect((await focused(page)).name).toBe('Check another code');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('k7q4m-9x2pz');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'No certificate has this code' }).waitFor();
      expect(page.url()).toMatch(/\/verify\/k7q4m-9x2pz$/);
      expect(await violationsAtEachWidth(page, 'an unknown code')).toEqual([]);
      // The unknown code's 404 is the page's answer, not an error of the app.
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await close();
    }

    // The student keeps it on the Account page, and opens it from there.
    const mine = await openWatchedPage(app.browser, { width: 390, height: 844 }, AXE);
    try {
      await signInThroughApi(mine.page, app.server.url, 'sadia.certificate@example.com', 'a certificate at last');
      await mine.page.goto(`${app.server.url}/account`);
      await appReady(mine.page);
      const list = mine.page.getByRole('list', { name: 'Certificates' });
      await list.waitFor();
      expect(await list.textContent()).toContain(course.title);
      expect(await overflowOnPhones(mine.page, '/account with a certificate')).toEqual([]);
      expect(await violationsAtEachWidth(mine.page, '/account with a certificate')).toEqual([]);
      // LinkedIn's certification form, filled in with this certificate.
      const linkedIn = new URL((await mine.page.getByRole('link', { name: /^Add to LinkedIn/ }).getAttribute('href'))!);
      expect(linkedIn.searchParams.get('certId')).toBe(code);
      expect(linkedIn.searchParams.get('name')).toBe(course.title);
      expect(linkedIn.searchParams.get('certUrl')).toBe(`${app.server.url}/verify/${code.replace('-', '')}`);

      // The PDF, downloaded again from the list: its text says whose it is.
      const download = mine.page.waitForEvent('download');
      await tabTo(mine.page, `Download PDF of the certificate for ${course.title}`);
      await mine.page.keyboard.press('Enter');
      const file = await (await download).path();
      const { text } = await pdfText(new Uint8Array(fs.readFileSync(file)));
      for (const expected of ['Sadia Islam', course.title, code]) expect(text.replace(/\s+/g, '')).toContain(expected.replace(/\s+/g, ''));

      await tabTo(mine.page, `Open certificate for ${course.title}`);
      await mine.page.keyboard.press('Enter');
      await mine.page.getByRole('region', { name: 'Sadia Islam' }).waitFor();
      expect(mine.page.url()).toBe(verifyUrl.replace(/\/verify\/(\w{5})(\w{5})$/, '/verify/$1-$2'));
      expect(mine.errors).toEqual([]);
    } finally {
      await mine.close();
    }
  });

  it('lets an admin find a certificate, reissue it after a name correction and revoke the new one with a reason, by keyboard', async () => {
    const { db, services } = app.server;
    const student = await createVerifiedUser(services.auth, { name: 'Rakib Hossian', email: 'rakib.certificate@example.com', role: 'student', password: 'a certificate at last' });
    await createVerifiedUser(services.auth, { name: 'Nadia Admin', email: 'certificates.admin@example.com', role: 'admin', password: 'the admin of certificates' });
    const course = await db.selectFrom('courses').select(['id', 'title']).where('status', '=', 'published').orderBy('id').offset(1).limit(1).executeTakeFirstOrThrow();
    await db
      .insertInto('certificates')
      .values({ code: 'R4K1BH0SSN', user_id: student.id, course_id: course.id, holder_name: 'Rakib Hossian', course_title: course.title, issued_at: '2026-11-20T09:00:00.000Z' })
      .execute();
    // The student corrected the spelling of their name.
    await db.updateTable('users').set({ name: 'Rakib Hossain' }).where('id', '=', student.id).execute();

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 800 }, AXE);
    try {
      await signInThroughApi(page, app.server.url, 'certificates.admin@example.com', 'the admin of certificates');
      await page.goto(`${app.server.url}/admin`);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Certificates' }).click();
      await page.waitForURL(`${app.server.url}/admin/certificates`);
      await page.getByLabel('Search by code, name, email or course').fill('rakib.certificate');
      const card = page.getByRole('article', { name: 'Rakib Hossian' });
      await card.waitFor();
      expect(await violationsAtEachWidth(page, '/admin/certificates')).toEqual([]);
      expect(await overflowOnPhones(page, '/admin/certificates', { width: 1280, height: 800 })).toEqual([]);

      await tabTo(page, 'Reissue as Rakib Hossain');
      await page.keyboard.press('Enter');
      expect((await focused(page)).name).toBe('Issue again');
      await page.keyboard.press('Enter');
      const reissued = page.getByRole('article', { name: 'Rakib Hossain' });
      await reissued.waitFor();
      const newCode = (await reissued.locator('p.font-mono').textContent())!.trim();
      expect(await card.textContent()).toContain(`Replaced by ${newCode}`);

      await reissued.getByRole('button', { name: 'Revoke' }).focus();
      await page.keyboard.press('Enter');
      // The reason's box has the focus. Too short a reason is refused in the form.
      await page.keyboard.type('no');
      await tabTo(page, 'Revoke certificate');
      await page.keyboard.press('Enter');
      await page.getByText('Say why, in a few words').waitFor();
      await tabTo(page, /^Why it is revoked/, { back: true });
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Issued before the final mock was marked.');
      await tabTo(page, 'Revoke certificate');
      await page.keyboard.press('Enter');
      await reissued.getByText('Revoked', { exact: false }).first().waitFor();
      expect(await reissued.textContent()).toContain('Issued before the final mock was marked.');
      // Read once the toasts have gone by themselves: one fading in or out has no contrast to judge yet.
      await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, undefined, { timeout: 20_000 });
      expect(await violationsAtEachWidth(page, '/admin/certificates after revoking')).toEqual([]);

      // The public page says so.
      const publicPage = await (await fetch(`${app.server.url}/verify/${newCode.replace('-', '')}`)).text();
      expect(publicPage).toContain('Issued before the final mock was marked.');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
