import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertReadyVideo } from '../../src/server/testing/video-factory';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtEachWidth } from './support/axe';
import { enrolledStudent, lessonsOf } from './support/enrolled-student';
import { appReady, openWatchedPage, settle } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'a ledger that plays';
const SLUG = 'accounting-complete-course-december-2026';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** The video element's state, read in the page. */
const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({
    time: video.currentTime,
    paused: video.paused,
    rate: video.playbackRate,
    showing: Array.from(video.textTracks)
      .filter((track) => track.mode === 'showing')
      .map((track) => ({ lang: track.language, cues: track.cues?.length ?? 0 })),
  }));

/** Waits until the playhead passes `seconds`, playing. */
const playedPast = (page: Page, seconds: number) =>
  page.waitForFunction((at) => {
    const video = document.querySelector('video');
    return video !== null && !video.paused && video.currentTime > at;
  }, seconds);

/** Presses Tab until the focused element's accessible name matches (keyboard only). */
async function tabTo(page: Page, name: string | RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    const current = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const label = el && 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null;
      return (el?.getAttribute('aria-label') ?? label ?? el?.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? current === name : name.test(current)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(name)} was not reached with Tab`);
}

/** Console errors other than the refusals a test provokes on purpose. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 403/.test(e));

describe('hosted video in the course player', () => {
  const app = useAppInBrowser(() => ({ DEMO_VIDEOS: 'off' }));
  let paid: { id: number; title: string };
  let preview: { id: number; title: string };

  beforeAll(async () => {
    const lessons = await app.server.db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.id', 'lessons.title', 'lessons.free_preview'])
      .where('courses.slug', '=', SLUG)
      .where('lessons.published', '=', 1)
      .orderBy('lessons.id')
      .execute();
    const paidLesson = lessons.find((l) => l.free_preview === 0)!;
    const previewLesson = lessons.find((l) => l.free_preview === 1)!;
    const services = { db: app.server.db, storage: app.server.services.storage };
    await insertReadyVideo(services, { lessonId: paidLesson.id });
    await insertReadyVideo(services, { lessonId: previewLesson.id, captions: ['en'] });
    paid = paidLesson;
    preview = previewLesson;
    expect((await lessonsOf(app.server.db, SLUG)).length).toBeGreaterThan(2);
  });

  it(
    'a student plays by keyboard, seeks, changes speed and quality, turns captions on, rides out an expired address, comes back to the same second and completes the lesson by watching',
    { timeout: 90_000 },
    async () => {
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
        // Captions: C turns on English, whose cues load.
        await page.keyboard.press('c');
        await page.waitForFunction(() => Array.from(document.querySelector('video')!.textTracks).some((t) => t.mode === 'showing' && (t.cues?.length ?? 0) > 0));
        expect((await videoState(page)).showing).toEqual([{ lang: 'en', cues: 2 }]);
        expect(await player.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe('true');

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
        expect(await settings.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
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
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((at) => document.querySelector('video')!.currentTime > at + 4, paused);
        await page.keyboard.press('ArrowLeft');
        await page.waitForFunction((at) => Math.abs(document.querySelector('video')!.currentTime - at) < 0.2, paused);
        const slider = player.getByRole('slider', { name: 'Seek' });
        expect(await slider.getAttribute('aria-valuetext')).toMatch(/^0:0\d of 0:08$/);
        expect(watchSaves.reduce((sum, s) => sum + s.watchedSeconds, 0)).toBeGreaterThanOrEqual(2);

        expect(unexpected(errors)).toEqual([]);
        await page.unrouteAll();

        // Leave, come back: the player offers the saved second and starts there.
        await page.goto(`${app.server.url}/my-enroll`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.goto(`${app.server.url}/courseland/${SLUG}/${paid.id}`);
        const resume = page.getByRole('button', { name: `Resume from 0:0${second}` });
        await resume.waitFor();
        await page.getByText(`Resumes at 0:0${second}`).waitFor();
        await resume.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => !document.querySelector('video')!.paused);
        const resumedAt = (await videoState(page)).time;
        expect(Math.abs(resumedAt - paused)).toBeLessThanOrEqual(1.5);
        expect(resumedAt).toBeGreaterThanOrEqual(second - 0.5);
        const row = await app.server.db.selectFrom('lesson_watch').selectAll().where('lesson_id', '=', paid.id).executeTakeFirstOrThrow();
        expect(row.position_seconds).toBe(second);

        // Watching on to the end at 2x passes 90 %: the lesson is marked complete, and the button says so.
        expect(await page.getByRole('button', { name: 'Mark as complete' }).count()).toBe(1);
        for (let i = 0; i < 4; i++) await page.keyboard.press('>');
        expect((await videoState(page)).rate).toBe(2);
        await page.getByRole('button', { name: 'Completed' }).waitFor({ timeout: 20_000 });
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
  );

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

  it("a visitor plays a free preview from the course page's Preview link, by keyboard, and nothing is saved", { timeout: 60_000 }, async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, PHONE);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/watch')) saves.push(request.url());
    });
    try {
      await page.goto(`${app.server.url}/course-detail/${SLUG}`);
      await appReady(page);
      const badge = page.getByRole('link', { name: `Preview: ${preview.title}, free` });
      if (!(await badge.isVisible())) await page.locator('details', { has: badge }).locator('summary').click();
      await badge.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app.server.url}/courseland/${SLUG}/${preview.id}`);
      await page.getByRole('heading', { level: 1, name: preview.title }).waitFor();
      const player = page.getByRole('group', { name: `Video player: ${preview.title}` });
      await player.waitFor();
      await page.getByRole('heading', { level: 1, name: preview.title }).focus();
      await tabTo(page, 'Play video');
      await page.keyboard.press('Enter');
      await playedPast(page, 1);
      // Only English captions here; the settings offer Off and English.
      await tabTo(page, 'Settings');
      await page.keyboard.press('Enter');
      const settings = player.getByRole('group', { name: 'Video settings' });
      const captionChoices = settings.getByRole('group', { name: 'Captions' }).getByRole('radio');
      expect(await captionChoices.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent))).toEqual(['Off', 'English']);
      await page.keyboard.press('k');
      await page.waitForFunction(() => document.querySelector('video')!.paused);
      expect(saves).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is axe clean and fits a phone, playing with captions on and the settings open, for a student and on a free preview', { timeout: 90_000 }, async () => {
    const email = 'video.audit@example.com';
    await enrolledStudent(app.server, { email, password: PASSWORD, slug: SLUG, reference: 'HSB-VID002' });
    for (const [who, lessonId] of [
      ['visitor', preview.id],
      ['student', paid.id],
    ] as const) {
      const { page, errors, close } = await openWatchedPage(app.browser, DESKTOP, AXE);
      try {
        if (who === 'student') await signInThroughApi(page, app.server.url, email, PASSWORD);
        await page.goto(`${app.server.url}/courseland/${SLUG}/${lessonId}`);
        await page.locator('video').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await violationsAtEachWidth(page, `${who}: before play`)).toEqual([]);
        await page.setViewportSize(DESKTOP);
        await page.getByRole('button', { name: 'Play video' }).click();
        await playedPast(page, 0.5);
        await page.getByRole('button', { name: 'Captions' }).click();
        await page.getByRole('button', { name: 'Settings' }).click();
        await page.getByRole('group', { name: 'Video settings' }).waitFor();
        await page.getByRole('button', { name: 'Pause' }).click();
        await settle(page);
        expect(await violationsAtEachWidth(page, `${who}: playing with the settings open`)).toEqual([]);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
