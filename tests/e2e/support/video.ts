import type { Page } from 'playwright-core';

/** The page's video element's state, read in the page. */
export const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({
    time: video.currentTime,
    duration: video.duration,
    paused: video.paused,
    rate: video.playbackRate,
  }));

/** Waits until the playhead passes `seconds`, playing. */
export const playedPast = (page: Page, seconds: number) =>
  page.waitForFunction((at) => {
    const video = document.querySelector('video');
    return video !== null && !video.paused && video.currentTime > at;
  }, seconds);
