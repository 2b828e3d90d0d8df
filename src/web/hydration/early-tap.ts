import { useEffect } from 'react';

/** What the boot script of a rendered page keeps (server/http/code-after-paint.ts). */
type Boot = { tap: HTMLElement | null; hydrated: boolean };

declare global {
  interface Window {
    hisabBoot?: Boot;
  }
}

/**
 * The app has taken the page over: the boot script stops holding taps,
 * and the button last pressed while the code was on its way is pressed
 * again, now that it does something (the phone menu, Add to cart).
 */
export function replayEarlyTap(boot: Boot | undefined = window.hisabBoot): void {
  if (!boot || boot.hydrated) return;
  boot.hydrated = true;
  const tap = boot.tap;
  boot.tap = null;
  if (!tap) return;
  tap.removeAttribute('aria-busy');
  if (tap.isConnected && !(tap instanceof HTMLButtonElement && tap.disabled)) tap.click();
}

/** Rendered last in the app, so its effect runs once everything before it has hydrated. */
export function EarlyTapReplay(): null {
  useEffect(() => replayEarlyTap(), []);
  return null;
}
