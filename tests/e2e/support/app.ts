import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { startTestServer } from './server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Registers hooks that start the built app (fresh database) and Chromium for
 * the surrounding describe block, and stop both afterwards. `env` is read in
 * beforeAll, so it may use values set up by earlier hooks.
 */
export function useAppInBrowser(env: () => Record<string, string> = () => ({})) {
  const ctx = {} as { server: Server; browser: Browser };
  beforeAll(async () => {
    [ctx.server, ctx.browser] = await Promise.all([startTestServer(env()), launchChromium()]);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.cleanup();
  });
  return {
    get server() {
      return ctx.server;
    },
    get browser() {
      return ctx.browser;
    },
  };
}
