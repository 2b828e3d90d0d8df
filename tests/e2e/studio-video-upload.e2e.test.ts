import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { makeTestClip } from '../../src/server/testing/test-clips';
import { courseWithSection } from '../../src/server/testing/video-uploads';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtPhoneAndDesktop } from './support/axe';
import { openWatchedPage, settle } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'accruals before the close';
/** Set to a folder to keep screenshots of the video panel at phone and desktop widths. */
const SHOTS = process.env.STUDIO_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('uploading a lecture video in the lesson editor', () => {
  // No transcoder runs here, so the states the real one reaches rarely (a long wait, a failure) are the test's to set;
  // the real pipeline, from upload to ready, captions, publishing and playback, is in video-journey.e2e.test.ts.
  const app = useAppInBrowser(() => ({ TRANSCODE_CONCURRENCY: '0' }));
  let clips: string;
  let clip: string;
  let notes: string;
  beforeAll(async () => {
    clips = await mkdtemp(path.join(os.tmpdir(), 'hisab-e2e-clips-'));
    clip = await makeTestClip(path.join(clips, 'adjusting-entries.mp4'), { seconds: 20, width: 640, height: 360, fps: 25 });
    notes = path.join(clips, 'notes.mp4');
    await writeFile(notes, 'Lecture notes saved under the wrong name.\n'.repeat(100));
  });
  afterAll(async () => {
    await rm(clips, { recursive: true, force: true });
  });

  it(
    'lets an admin upload a clip with progress, speed and time left, pause, resume and continue it after a reload, see it queued and processing, also after a reload, and retry it after a failure',
    { timeout: 120_000 },
    async () => {
      const email = 'video.admin@example.com';
      await createVerifiedUser(app.server.services.auth, { name: 'Sadia Admin', email, role: 'admin', password: PASSWORD });
      const db = app.server.db;
      const { courseId, sectionId } = await courseWithSection(db);
      const lesson = await db
        .insertInto('lessons')
        .values({
          course_id: courseId,
          section_id: sectionId,
          position: 1,
          title: 'Adjusting entries, recorded',
          kind: 'video',
          duration_minutes: 0,
          body: null,
          video_url: null,
          file_name: null,
          file_content: null,
          published: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const size = (await stat(clip)).size;

      const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 800 }, AXE);
      try {
        await signInThroughApi(page, app.server.url, email, PASSWORD);
        await page.goto(`${app.server.url}/admin/studio/courses/${courseId}/curriculum?lesson=${lesson.id}`);
        await page.getByRole('heading', { name: 'Edit lesson' }).waitFor();
        await page.getByRole('heading', { name: 'Uploaded video' }).waitFor();
        await page.getByText('No video uploaded.').waitFor();
        expect(await page.getByLabel('Video address').count()).toBe(1);
        await shoot(page, 'video-empty');
        expect(await violationsAtPhoneAndDesktop(page, 'the empty video panel')).toEqual([]);

        // What a file is comes from its contents: a text file named .mp4 is refused in the catalogue's words, and the lesson stays as it was.
        await page.getByLabel('Upload the recording').setInputFiles(notes);
        await page.getByRole('region', { name: 'Uploaded video' }).getByRole('alert').getByText('This file is not a video we can read. Upload an MP4, MOV, MKV or WebM lecture.').waitFor();
        await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
        await page.getByText('No video uploaded.').waitFor();
        expect(await db.selectFrom('video_assets').select('id').where('lesson_id', '=', lesson.id).execute()).toEqual([]);

        // A slow line (about 400 kB/s up), so the upload is seen on its way.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400_000 });
        await page.getByLabel('Upload the recording').setInputFiles(clip);
        const bar = page.getByRole('progressbar', { name: 'Upload of adjusting-entries.mp4' }).first();
        await bar.waitFor();
        // Percent, speed and time left, as the bytes go.
        const line = page.getByText(/^\d+ % of [\d.]+ MB · [\d.]+ [kM]B\/s · (about \d+ min|less than a minute) left$/).first();
        await line.waitFor({ timeout: 20_000 });
        // The tray lists it, wherever the admin goes in the admin area.
        await page.getByRole('complementary', { name: 'Video uploads' }).getByText('Video uploads (1)').waitFor();
        await shoot(page, 'video-uploading');
        expect(await violationsAtPhoneAndDesktop(page, 'an upload on its way')).toEqual([]);

        // Paused, it stays where it was; resumed, it goes on from what the server has.
        await page.getByRole('button', { name: 'Pause', exact: true }).click();
        await page
          .getByText(/^Paused at \d+ % of/)
          .first()
          .waitFor();
        await page.getByRole('button', { name: 'Resume', exact: true }).focus();
        await page.keyboard.press('Enter');
        await page
          .getByText(/^\d+ % of [\d.]+ MB · /)
          .first()
          .waitFor();

        // A reload cuts it off; choosing the same file again continues from what the server has (asked with HEAD), not from the start.
        page.once('dialog', (dialog) => void dialog.accept());
        await page.reload();
        await page.getByText(/^An upload of adjusting-entries\.mp4 \([\d.]+ MB\) stopped before it finished/).waitFor();
        const sent: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/video-uploads')) sent.push(request.method());
        });
        const cdpAfterReload = await page.context().newCDPSession(page);
        await cdpAfterReload.send('Network.enable');
        await cdpAfterReload.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
        await page.getByLabel('Upload the recording').setInputFiles(clip);

        // Arrived, checked, kept: queued for processing, the duration from the file, and no publishing until it is ready.
        const state = page.locator('[data-video-state]');
        await expect.poll(() => state.getAttribute('data-video-state'), { timeout: 30_000 }).toBe('queued');
        await page.getByText('Queued', { exact: true }).waitFor();
        await page.getByText('(from the video file)').waitFor();
        expect(await page.getByLabel('Video address').count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Publish', exact: true }).getAttribute('aria-disabled')).toBe('true');
        await page.getByText('You can publish once the uploaded video is ready.').waitFor();
        expect(await page.getByRole('complementary', { name: 'Video uploads' }).count()).toBe(0);
        expect(sent[0]).toBe('HEAD');
        expect(sent).not.toContain('POST');
        const asset = await db.selectFrom('video_assets').select(['id', 'source_bytes', 'state']).where('lesson_id', '=', lesson.id).executeTakeFirstOrThrow();
        expect(asset).toMatchObject({ state: 'queued' });
        expect(Number(asset.source_bytes)).toBe(size);

        // The transcoder takes it and says how far it is; the editor follows by itself, and after a reload.
        await db.updateTable('video_assets').set({ state: 'processing', progress: 42, eta_seconds: 70 }).where('id', '=', asset.id).execute();
        await page.getByText('Processing 42 % · about 1 min left', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Cancel processing' }).waitFor();
        await shoot(page, 'video-processing');
        await page.reload();
        await page.getByRole('heading', { name: 'Uploaded video' }).waitFor();
        await page.getByText('Processing 42 % · about 1 min left', { exact: true }).waitFor();
        expect(await page.getByRole('progressbar', { name: 'Processing Adjusting entries, recorded' }).getAttribute('value')).toBe('42');
        await page.getByText('adjusting-entries.mp4', { exact: false }).first().waitFor();
        expect(await violationsAtPhoneAndDesktop(page, 'a video processing')).toEqual([]);

        // A failure says why and offers Retry, which queues it again.
        await db.updateTable('video_assets').set({ state: 'failed', failure: 'The audio could not be read.' }).where('id', '=', asset.id).execute();
        await page.getByText('Failed: The audio could not be read.', { exact: true }).waitFor({ timeout: 15_000 });
        await page.getByText('Retry the uploaded video or upload it again before publishing.').waitFor();
        await page.getByRole('button', { name: 'Retry' }).click();
        await page.getByText('Queued', { exact: true }).waitFor();
        await shoot(page, 'video-queued');

        // The one refusal on purpose (the text file) is the browser's only complaint.
        expect(errors).toEqual(['Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)']);
      } finally {
        await close();
      }
    },
  );
});
