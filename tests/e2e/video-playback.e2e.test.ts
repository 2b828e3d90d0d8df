import { beforeAll, describe, expect, it } from 'vitest';
import { insertReadyVideo } from '../../src/server/testing/video-factory';
import { useAppInBrowser } from './support/app';
import { playedPast, videoState } from './support/video';
import { enrolledStudent } from './support/enrolled-student';
import { tabTo } from './support/keyboard';
import { openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'a ledger that plays';
const SLUG = 'accounting-complete-course-december-2026';
const DESKTOP = { width: 1280, height: 800 };

/** Console errors other than the refusals a test provokes on purpose. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 403/.test(e));

describe('hosted video in the course player', () => {
  const app = useAppInBrowser(() => ({ DEMO_VIDEOS: 'off' }));
  let paid: { id: number; title: string };

  beforeAll(async () => {
    paid = await app.server.db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.id', 'lessons.title'])
      .where('courses.slug', '=', SLUG)
      .where('lessons.published', '=', 1)
      .where('lessons.free_preview', '=', 0)
      .orderBy('lessons.id')
      .executeTakeFirstOrThrow();
    await insertReadyVideo({ db: app.server.db, storage: app.server.services.storage }, { lessonId: paid.id });
  });

  it('a student changes the quality by keyboard, rides out an expired address, seeks both ways and completes the lesson by watching', { timeout: 90_000 }, async () => {
    const email = 'video.student@example.com';
    await enrolledStudent(app.server, { email, password: PASSWORD, slug: SLUG, reference: 'HSB-VID001' });
    const { page, errors, close } = await openWatchedPage(app.browser, DESKTOP);
    const watchSaves: { positionSeconds: number; watchedSeconds: number }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/watch')) watchSaves.push(request.postDataJSON() as (typeof watchSaves)[number]);
    });
    try {
      await signInThroughApi(page, app.server.url, email, PASSWORD);
      await page.goto(`${app.server.url}/courseland/${SLUG}/${paid.id}`);
      await page.getByRole('heading', { level: 1, name: paid.title }).waitFor();
      const player = page.getByRole('group', { name: `Video player: ${paid.title}` });
      await player.waitFor();
      const poster = await page.locator('video').getAttribute('poster');
      expect(poster).toMatch(/\/poster\.jpg$/);
      expect((await page.request.get(`${app.server.url}${poster}`)).headers()['content-type']).toBe('image/jpeg');

      // Keyboard only: from the lesson's heading, Tab to the play button, and the shortcuts from there on.
      await page.getByRole('heading', { level: 1, name: paid.title }).focus();
      await tabTo(page, 'Play video');
      await page.keyboard.press('Enter');
      await playedPast(page, 0.3);
      expect(await player.getByRole('button', { name: 'Pause' }).count()).toBe(1);

      // Speed: > twice, and the settings show it.
      await page.keyboard.press('>');
      await page.keyboard.press('>');
      expect((await videoState(page)).rate).toBe(1.5);

      // The addresses "expire": from now on the first token is refused, as the server refuses an old one.
      const firstToken = new URL(poster!, app.server.url).pathname.split('/')[4]!;
      await page.route(
        (url) => url.pathname.includes(`/media/v/${firstToken}/`),
        (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 'media_address_expired', message: 'expired' } }) }),
      );
      const renewed = page.waitForResponse((res) => res.url().endsWith(`/lessons/${paid.id}/video`) && res.status() === 200);
      const freshSegment = page.waitForResponse((res) => /\/240p\/.*\.m4s$/.test(res.url()) && !res.url().includes(firstToken) && res.status() === 200);

      // Quality by keyboard: the settings, then the 240p choice (a rung not fetched yet, so under the new address).
      await tabTo(page, 'Settings');
      await page.keyboard.press('Enter');
      const settings = player.getByRole('group', { name: 'Video settings' });
      expect(await settings.getByRole('radio', { name: '1.5x' }).isChecked()).toBe(true);
      await tabTo(page, /^Auto/);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await settings.getByRole('radio', { name: '240p' }).isChecked()).toBe(true);
      await renewed;
      await freshSegment;
      await playedPast(page, 2.5);
      expect(await player.getByRole('alert').count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(await settings.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Settings');

      // Pause with K (which saves the position), then seek: → 5 s on, ← 5 s back (the arrows belong to the player, also on its buttons).
      const pauseSaved = page.waitForResponse((res) => res.url().endsWith('/watch'));
      await page.keyboard.press('k');
      await page.waitForFunction(() => document.querySelector('video')!.paused);
      const paused = (await videoState(page)).time;
      const second = Math.floor(paused);
      const saved = await pauseSaved;
      expect(saved.status()).toBe(200);
      expect((saved.request().postDataJSON() as { positionSeconds: number }).positionSeconds).toBe(second);
      // 5 s on stops just short of the end (the player keeps a tenth of a second) when fewer are left; 5 s back is from there.
      const duration = await page.evaluate(() => document.querySelector('video')!.duration);
      const on = Math.min(paused + 5, duration - 0.1);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((at) => Math.abs(document.querySelector('video')!.currentTime - at) < 0.2, on);
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction((at) => Math.abs(document.querySelector('video')!.currentTime - at) < 0.2, on - 5);
      const slider = player.getByRole('slider', { name: 'Seek' });
      expect(await slider.getAttribute('aria-valuetext')).toMatch(/^0:0\d of 0:08$/);
      expect(watchSaves.reduce((sum, s) => sum + s.watchedSeconds, 0)).toBeGreaterThanOrEqual(2);

      expect(unexpected(errors)).toEqual([]);
      await page.unrouteAll();

      // J goes 10 s back, to the start; watching it all (K plays again) at 2x passes 90 %: the lesson is marked complete, and the button says so.
      expect(await page.getByRole('button', { name: 'Mark as complete' }).count()).toBe(1);
      await page.keyboard.press('j');
      await page.waitForFunction(() => document.querySelector('video')!.currentTime < 0.2);
      await page.keyboard.press('k');
      await page.waitForFunction(() => !document.querySelector('video')!.paused);
      for (let i = 0; i < 4; i++) await page.keyboard.press('>');
      expect((await videoState(page)).rate).toBe(2);
      await page.getByRole('button', { name: 'Completed' }).waitFor({ timeout: 20_000 });
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('uses the browser’s own HLS where it plays it well (as Safari): no hls.js, no quality choice, and an expired address is renewed', { timeout: 60_000 }, async () => {
    const email = 'video.native@example.com';
    await enrolledStudent(app.server, { email, password: PASSWORD, slug: SLUG, reference: 'HSB-VID003' });
    const { page, errors, close } = await openWatchedPage(app.browser, DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    try {
      // Safari's mark: ManagedMediaSource. This Chromium plays HLS natively too, so the native path really runs.
      await page.addInitScript(() => {
        (window as unknown as { ManagedMediaSource: unknown }).ManagedMediaSource = window.MediaSource;
      });
      // The first address the page gets has "expired": every file under it is refused, as the server refuses an old one.
      let firstToken: string | null = null;
      await page.route(
        (url) => url.pathname.includes('/media/v/'),
        (route) => {
          const token = new URL(route.request().url()).pathname.split('/')[4]!;
          firstToken ??= token;
          if (token !== firstToken) return route.continue();
          return route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 'media_address_expired', message: 'expired' } }) });
        },
      );
      let playbackAnswers = 0;
      page.on('response', (res) => {
        if (res.url().endsWith(`/lessons/${paid.id}/video`) && res.status() === 200) playbackAnswers += 1;
      });
      await signInThroughApi(page, app.server.url, email, PASSWORD);
      await page.goto(`${app.server.url}/courseland/${SLUG}/${paid.id}`);
      const player = page.getByRole('group', { name: `Video player: ${paid.title}` });
      await player.waitFor();
      // The element reports the refused playlist; the player asks for new addresses and loads them.
      await expect.poll(() => playbackAnswers).toBe(2);
      await page.waitForFunction((token) => (document.querySelector('video')?.src ?? '').includes('/master.m3u8') && !document.querySelector('video')!.src.includes(token), firstToken!);
      await player.getByRole('button', { name: 'Play video' }).click();
      await playedPast(page, 1.5);
      await player.getByRole('button', { name: 'Settings' }).click();
      const settings = player.getByRole('group', { name: 'Video settings' });
      await settings.getByRole('group', { name: 'Speed' }).waitFor();
      expect(await settings.getByRole('group', { name: 'Quality' }).count()).toBe(0);
      expect(scripts.filter((url) => url.includes('hls.light'))).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
