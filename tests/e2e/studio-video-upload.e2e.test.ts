import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { makeTestClip } from '../../src/server/testing/test-clips';
import { ffmpegBinaries } from '../../src/server/video/ffmpeg-binaries';
import { courseWithSection } from '../../src/server/testing/video-uploads';
import { useAppInBrowser } from './support/app';
import { AXE, violations } from './support/axe';
import { overflowAt } from './support/overflow';
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

/** A poster frame as the transcoder makes one: the clip's first second, as a JPEG. */
async function posterOf(clip: string, folder: string): Promise<string> {
  const poster = path.join(folder, 'poster.jpg');
  await promisify(execFile)(ffmpegBinaries().ffmpeg, ['-v', 'error', '-y', '-ss', '1', '-i', clip, '-frames:v', '1', poster]);
  return poster;
}

/** The editor's panel, audited with axe at a phone's and a desktop's width, and no wider than a 375 px screen. */
async function auditPanel(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    problems.push(...(await violations(page)).map((v) => `${label} at ${width} px: ${v}`));
  }
  problems.push(...(await overflowAt(page, 375, label)));
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

describe('uploading a lecture video in the lesson editor', () => {
  // No transcoder runs here: the test stands in for it (its own journey is the pipeline's), so the states are the test's to set.
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
    'lets an admin upload a clip with progress, speed and time left, pause, resume and continue it after a reload, and see it queued and processing, also after a reload',
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
        expect(await auditPanel(page, 'the empty video panel')).toEqual([]);

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
        expect(await auditPanel(page, 'an upload on its way')).toEqual([]);

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
        expect(await auditPanel(page, 'a video processing')).toEqual([]);

        // A failure says why and offers Retry, which queues it again.
        await db.updateTable('video_assets').set({ state: 'failed', failure: 'The audio could not be read.' }).where('id', '=', asset.id).execute();
        await page.getByText('Failed: The audio could not be read.', { exact: true }).waitFor({ timeout: 15_000 });
        await page.getByText('Retry the uploaded video or upload it again before publishing.').waitFor();
        await page.getByRole('button', { name: 'Retry' }).click();
        await page.getByText('Queued', { exact: true }).waitFor();
        await shoot(page, 'video-queued');

        // Made ready (by the test, standing in for the transcoder): its poster, length and sizes show, captions go up, and it can be published.
        const source = (await db.selectFrom('video_assets').select('source_key').where('id', '=', asset.id).executeTakeFirstOrThrow()).source_key;
        const posterKey = `${path.posix.dirname(source)}/poster.jpg`;
        await app.server.services.storage.put(posterKey, new Uint8Array(await readFile(await posterOf(clip, clips))));
        const ladder = [
          { name: '360p', width: 640, height: 360, bandwidth: 800_000 },
          { name: '540p', width: 960, height: 540, bandwidth: 1_400_000 },
        ];
        await db
          .updateTable('video_assets')
          .set({ state: 'ready', progress: 100, renditions: JSON.stringify(ladder), poster_key: posterKey })
          .where('id', '=', asset.id)
          .execute();
        await page.getByText('Ready', { exact: true }).waitFor({ timeout: 15_000 });
        await page.getByText('360p · 540p', { exact: true }).waitFor();
        await page.getByText('640 × 360', { exact: true }).waitFor();
        await expect.poll(() => page.getByRole('img', { name: 'First frame of Adjusting entries, recorded' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await page
          .getByLabel('Add English captions (.vtt)')
          .setInputFiles({ name: 'english.vtt', mimeType: 'text/vtt', buffer: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nAn adjusting entry.\n') });
        await page.getByText(/^captions added/).waitFor();
        await page.getByRole('button', { name: 'Remove the English captions' }).waitFor();
        await shoot(page, 'video-ready');
        expect(await auditPanel(page, 'a ready video')).toEqual([]);
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByText(/^Published at/).waitFor();
        expect(await db.selectFrom('lessons').select(['published', 'video_asset_id', 'duration_minutes']).where('id', '=', lesson.id).executeTakeFirstOrThrow()).toEqual({
          published: 1,
          video_asset_id: asset.id,
          duration_minutes: 1,
        });

        // The one refusal on purpose (the text file) is the browser's only complaint.
        expect(errors).toEqual(['Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)']);
      } finally {
        await close();
      }
    },
  );
});
