import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileChooser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { makeTestClip } from '../../src/server/testing/test-clips';
import { clockText } from '../../src/web/learning/video/time-text';
import { useAppInBrowser } from './support/app';
import { playedPast, videoState } from './support/video';
import { AXE, violationsAtPhoneAndDesktop } from './support/axe';
import { enrolledStudent } from './support/enrolled-student';
import { tabTo } from './support/keyboard';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

/*
 * The hosted-video path end to end, with the real job runner: an admin
 * uploads a clip ffmpeg made for the test and watches the server transcode
 * it (nothing here writes a video's state), adds captions and publishes; an
 * enrolled student plays it and comes back to the same second; a visitor
 * plays it as the course's free preview. By keyboard wherever a person
 * would use one. The pieces each journey alone covers (a paused or reloaded
 * upload, a failure and Retry, an expired address, the browser's own HLS,
 * choosing a quality, completing by watching) are in studio-video-upload
 * and video-playback.
 */

const PASSWORD = 'a lecture from upload to play';
const SLUG = 'accounting-complete-course-december-2026';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const CLIP_SECONDS = 16;
const CUES = ['Debits on the left, credits on the right.', 'Every entry has two sides.'];
const CAPTIONS = `WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n${CUES[0]}\n\n00:00:05.000 --> 00:00:${CLIP_SECONDS}.000\n${CUES[1]}\n`;

/** The text of the caption cues on screen now, from the track that is showing. */
const cuesShowing = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) =>
    Array.from(video.textTracks)
      .filter((track) => track.mode === 'showing')
      .flatMap((track) => Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text)),
  );

/**
 * Activates the focused file input with `key` and answers the file chooser it
 * opens with `files`. Playwright asks the browser to hand it file choosers
 * when the first listener is added, without waiting for the answer; a key
 * pressed before that arrives opens the browser's own chooser, which a
 * headless browser never shows. A round trip to the page after adding the
 * listener goes to the browser after the request, so the key comes later.
 */
async function chooseWithKey(page: Page, key: string, files: Parameters<FileChooser['setFiles']>[0]): Promise<void> {
  const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
  await page.evaluate(() => undefined);
  await page.keyboard.press(key);
  await (await chooser).setFiles(files);
}

describe('a lecture video from upload to playback, with the real transcoder', () => {
  const app = useAppInBrowser(() => ({ TRANSCODE_CONCURRENCY: '1', DEMO_VIDEOS: 'off' }));
  let folder: string;
  let clip: string;
  let lesson: { id: number; title: string; courseId: number };
  /** Set once the admin has published the transcoded video. */
  let published = false;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'hisab-e2e-journey-'));
    clip = await makeTestClip(path.join(folder, 'double-entry.mp4'), { seconds: CLIP_SECONDS, width: 854, height: 480, fps: 25 });
    // The course's first free preview; its other lessons are paid for.
    const lessons = await app.server.db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.id', 'lessons.title', 'lessons.free_preview', 'lessons.kind', 'courses.id as courseId'])
      .where('courses.slug', '=', SLUG)
      .where('lessons.published', '=', 1)
      .orderBy('lessons.id')
      .execute();
    const preview = lessons.find((l) => l.free_preview === 1 && l.kind === 'video')!;
    expect(lessons.some((l) => l.free_preview === 0)).toBe(true);
    lesson = { id: preview.id, title: preview.title, courseId: preview.courseId };
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('an admin uploads a clip by keyboard, watches it upload, queue, process and become ready, adds English captions and publishes it', { timeout: 240_000 }, async () => {
    const email = 'journey.admin@example.com';
    await createVerifiedUser(app.server.services.auth, { name: 'Sadia Admin', email, role: 'admin', password: PASSWORD });
    const { page, errors, close } = await openWatchedPage(app.browser, DESKTOP, AXE);
    try {
      await signInThroughApi(page, app.server.url, email, PASSWORD);
      await page.goto(`${app.server.url}/admin/studio/courses/${lesson.courseId}/curriculum?lesson=${lesson.id}`);
      await page.getByRole('heading', { name: 'Edit lesson' }).waitFor();
      const panel = page.getByRole('region', { name: 'Uploaded video' });
      await panel.getByText('No video uploaded.').waitFor();
      expect(await violationsAtPhoneAndDesktop(page, 'the empty video panel')).toEqual([]);

      // Every state the panel shows, however briefly, in order.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { videoStates: string[] }).videoStates = seen;
        const note = () => {
          const line = document.querySelector('[data-video-state]');
          const bar = document.querySelector('progress[aria-label^="Upload of"]');
          const now = line ? `${line.getAttribute('data-video-state')}: ${line.textContent?.trim()}` : bar ? `uploading: ${bar.nextElementSibling?.textContent?.trim()}` : null;
          if (now && seen[seen.length - 1] !== now) seen.push(now);
        };
        new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });

      // A line of about 2 MB/s up, so the upload is seen on its way.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 10, downloadThroughput: -1, uploadThroughput: 2_000_000 });

      // By keyboard: from the title, Tab to the file input; Space opens the chooser.
      await page.getByLabel('Title', { exact: true }).focus();
      await tabTo(page, 'Upload the recording');
      await chooseWithKey(page, ' ', clip);
      await page.getByRole('progressbar', { name: 'Upload of double-entry.mp4' }).first().waitFor();
      await page
        .getByText(/^\d+ % of [\d.]+ MB · /)
        .first()
        .waitFor({ timeout: 30_000 });

      // Arrived: queued for the transcoder, and not publishable yet (the button says why; the server refuses it too).
      const state = page.locator('[data-video-state]');
      await state.waitFor({ timeout: 60_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      expect(await page.getByRole('button', { name: 'Publish', exact: true }).getAttribute('aria-disabled')).toBe('true');
      const asset = await app.server.db.selectFrom('video_assets').select(['id', 'source_bytes']).where('lesson_id', '=', lesson.id).executeTakeFirstOrThrow();
      expect(Number(asset.source_bytes)).toBe((await stat(clip)).size);
      const studioLesson = `${app.server.url}/api/admin/studio/curriculum/${lesson.courseId}/lessons/${lesson.id}`;
      const { version } = (await (await page.request.get(studioLesson)).json()) as { version: number };
      const early = await page.request.post(`${studioLesson}/publish`, { data: { version }, headers: { Origin: app.server.url } });
      expect(early.status()).toBe(409);
      const refusal = (await early.json()) as { error: { code: string; details?: { state: string } } };
      expect(refusal.error.code).toBe('video_not_ready');
      expect(['queued', 'processing']).toContain(refusal.error.details?.state);

      // The runner takes it: processing with a percent, then ready, the panel following by itself.
      await expect.poll(() => state.getAttribute('data-video-state'), { timeout: 120_000, interval: 250 }).toBe('ready');
      const states = await page.evaluate(() => (window as unknown as { videoStates: string[] }).videoStates);
      const kinds = states.map((s) => s.split(':')[0]);
      expect(kinds[0], states.join('\n')).toBe('uploading');
      expect(
        states.some((s) => /^uploading: \d+ % of [\d.]+ MB · /.test(s)),
        states.join('\n'),
      ).toBe(true);
      expect(kinds.at(-1)).toBe('ready');
      expect(kinds.filter((k) => k === 'failed' || k === 'cancelled')).toEqual([]);
      expect(
        states.some((s) => /^processing: Processing \d+ %/.test(s)),
        states.join('\n'),
      ).toBe(true);
      expect(kinds.indexOf('processing')).toBeLessThan(kinds.indexOf('ready'));

      // Ready: the poster the transcoder took, the clip's length and picture, its one streaming size.
      await expect
        .poll(() => panel.getByRole('img', { name: `First frame of ${lesson.title}` }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await panel.getByText('854 × 480', { exact: true }).waitFor();
      await panel.getByText('360p', { exact: true }).waitFor();

      // English captions, by keyboard: Tab to the captions' file input.
      await tabTo(page, 'Add English captions (.vtt)');
      await chooseWithKey(page, ' ', { name: 'english.vtt', mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS) });
      await panel.getByText(/^captions added/).waitFor();
      await panel.getByRole('button', { name: 'Remove the English captions' }).waitFor();
      expect(await violationsAtPhoneAndDesktop(page, 'a ready video with captions')).toEqual([]);

      // Publish, by keyboard.
      await tabTo(page, 'Publish');
      expect(await page.getByRole('button', { name: 'Publish', exact: true }).getAttribute('aria-disabled')).not.toBe('true');
      await page.keyboard.press('Enter');
      await page.getByText(/^Published at/).waitFor();
      const row = await app.server.db.selectFrom('lessons').select(['video_asset_id', 'free_preview']).where('id', '=', lesson.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ video_asset_id: asset.id, free_preview: 1 });
      expect(errors).toEqual([]);
      published = true;
    } finally {
      await close();
    }
  });

  it('an enrolled student plays it by keyboard, changes speed, turns the uploaded captions on, seeks, leaves and comes back to the same second', { timeout: 120_000 }, async () => {
    expect(published, 'the admin published the video').toBe(true);
    const email = 'journey.student@example.com';
    await enrolledStudent(app.server, { email, password: PASSWORD, slug: SLUG, reference: 'HSB-JRN001' });
    const { page, errors, close } = await openWatchedPage(app.browser, DESKTOP, AXE);
    const saves: { positionSeconds: number; status: number }[] = [];
    page.on('response', (res) => {
      if (res.request().method() === 'PUT' && res.url().endsWith('/watch')) saves.push({ ...(res.request().postDataJSON() as { positionSeconds: number }), status: res.status() });
    });
    try {
      await signInThroughApi(page, app.server.url, email, PASSWORD);
      const lessonPage = `${app.server.url}/courseland/${SLUG}/${lesson.id}`;
      await page.goto(lessonPage);
      const heading = page.getByRole('heading', { level: 1, name: lesson.title });
      await heading.waitFor();
      const player = page.getByRole('group', { name: `Video player: ${lesson.title}` });
      await player.waitFor();

      // Keyboard only: from the lesson's heading, Tab to Play, then the player's shortcuts.
      await heading.focus();
      await tabTo(page, 'Play video');
      await page.keyboard.press('Enter');
      await playedPast(page, 0.5);
      expect(Math.abs((await videoState(page)).duration - CLIP_SECONDS)).toBeLessThan(0.5);

      // Speed: > twice.
      await page.keyboard.press('>');
      await page.keyboard.press('>');
      expect((await videoState(page)).rate).toBe(1.5);

      // Paused with K, captions on with C: English, the file the admin uploaded, its first cue on screen.
      await page.keyboard.press('k');
      await page.waitForFunction(() => document.querySelector('video')!.paused);
      await page.keyboard.press('c');
      await expect.poll(() => cuesShowing(page), { timeout: 15_000 }).toEqual([CUES[0]]);
      expect(await player.getByRole('button', { name: 'Captions' }).getAttribute('aria-pressed')).toBe('true');

      // Seek: → goes 5 s on, into the second cue; K plays on from there.
      const before = (await videoState(page)).time;
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((at) => document.querySelector('video')!.currentTime > at + 4.5, before);
      await expect.poll(() => cuesShowing(page), { timeout: 15_000 }).toEqual([CUES[1]]);
      await page.keyboard.press('k');
      await playedPast(page, before + 5.5);

      // Paused again with K, which saves the position.
      await page.keyboard.press('k');
      await page.waitForFunction(() => document.querySelector('video')!.paused);
      const paused = (await videoState(page)).time;
      const second = Math.floor(paused);
      expect(second).toBeLessThan(CLIP_SECONDS - 3);
      await expect.poll(() => saves.some((s) => s.positionSeconds === second && s.status === 200), { timeout: 15_000 }).toBe(true);

      // The player with captions on and its settings open, at a phone's and a desktop's width.
      await tabTo(page, 'Settings');
      await page.keyboard.press('Enter');
      const settings = player.getByRole('group', { name: 'Video settings' });
      expect(await settings.getByRole('radio', { name: '1.5x' }).isChecked()).toBe(true);
      expect(await settings.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
      expect(await violationsAtPhoneAndDesktop(page, 'the student’s player, settings open')).toEqual([]);
      await page.keyboard.press('Escape');

      // Leave, come back: the player offers the saved second and starts there.
      await page.goto(`${app.server.url}/my-enroll`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.goto(lessonPage);
      const resume = player.getByRole('button', { name: `Resume from ${clockText(second)}` });
      await resume.waitFor();
      await heading.focus();
      await tabTo(page, `Resume from ${clockText(second)}`);
      await page.keyboard.press('Enter');
      // Not paused is said at once, before hls.js has moved the element to where it starts; playing is when there is data ahead.
      await page.waitForFunction(() => {
        const video = document.querySelector('video')!;
        return !video.paused && !video.seeking && video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA && video.currentTime > 0;
      });
      const resumedAt = (await videoState(page)).time;
      expect(Math.abs(resumedAt - paused)).toBeLessThanOrEqual(1.5);
      expect(resumedAt).toBeGreaterThanOrEqual(second - 0.5);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a visitor plays it as the free preview from the course page’s Preview link, by keyboard, and nothing is saved', { timeout: 120_000 }, async () => {
    expect(published, 'the admin published the video').toBe(true);
    const { page, errors, close } = await openWatchedPage(app.browser, PHONE, AXE);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/watch')) saves.push(request.url());
    });
    try {
      await page.goto(`${app.server.url}/course-detail/${SLUG}`);
      await appReady(page);
      const link = page.getByRole('link', { name: `Preview: ${lesson.title}, free` });
      // On a phone the course's sections are folded: open the lesson's with the keyboard.
      if (!(await link.isVisible())) {
        await page.locator('details', { has: link }).locator('summary').focus();
        await page.keyboard.press('Enter');
      }
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app.server.url}/courseland/${SLUG}/${lesson.id}`);
      const heading = page.getByRole('heading', { level: 1, name: lesson.title });
      await heading.waitFor();
      const player = page.getByRole('group', { name: `Video player: ${lesson.title}` });
      await player.waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violationsAtPhoneAndDesktop(page, 'the free preview’s player', PHONE)).toEqual([]);

      await heading.focus();
      await tabTo(page, 'Play video');
      await page.keyboard.press('Enter');
      await playedPast(page, 1);
      expect(Math.abs((await videoState(page)).duration - CLIP_SECONDS)).toBeLessThan(0.5);
      await page.keyboard.press('k');
      await page.waitForFunction(() => document.querySelector('video')!.paused);
      await page.keyboard.press('c');
      await expect.poll(() => cuesShowing(page), { timeout: 15_000 }).toEqual([CUES[0]]);
      // The admin gave English captions only: the settings offer Off and English.
      await tabTo(page, 'Settings');
      await page.keyboard.press('Enter');
      const captionChoices = player.getByRole('group', { name: 'Video settings' }).getByRole('group', { name: 'Captions' }).getByRole('radio');
      expect(await captionChoices.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent))).toEqual(['Off', 'English']);
      expect(saves).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
