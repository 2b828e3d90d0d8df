import { useEffect } from 'react';

/** What the boot script of a rendered page keeps (server/http/code-after-paint.ts). */
type Boot = { tap: HTMLElement | null; choice: { select: HTMLSelectElement; value: string } | null; hydrated: boolean };

declare global {
  interface Window {
    hisabBoot?: Boot;
  }
}

/**
 * Whether React has taken this element over. The root commits before the
 * Suspense boundaries inside it (the screen) are hydrated; an event sent
 * to a part not yet hydrated makes React hydrate it first, which puts a
 * list box back to the app's state before its handler reads the choice.
 * React marks each element it hydrates with a `__reactFiber$` key.
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** Runs `act` once React has taken the element over (at most 10 s later), if it is still on the page. */
function whenHydrated(element: Element, act: () => void, until = Date.now() + 10_000): void {
  if (!element.isConnected) return;
  if (isHydrated(element)) act();
  else if (Date.now() < until) requestAnimationFrame(() => whenHydrated(element, act, until));
}

/**
 * The app has taken the page over: the boot script stops holding taps.
 * The last choice made in a list box while the code was on its way (a
 * blog filter's tag) is made again, since hydration put the list box back
 * to what the app's state says, and the button last pressed is pressed
 * again, now that it does something (the phone menu).
 */
export function replayEarlyTap(boot: Boot | undefined = window.hisabBoot): void {
  if (!boot || boot.hydrated) return;
  boot.hydrated = true;
  const { choice, tap } = boot;
  boot.choice = null;
  boot.tap = null;
  if (choice) {
    const { select, value } = choice;
    whenHydrated(select, () => {
      // Hydration may or may not have put the list box back: the choice is made again either way.
      if (select.disabled) return;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  if (tap) {
    whenHydrated(tap, () => {
      tap.removeAttribute('aria-busy');
      if (!(tap instanceof HTMLButtonElement && tap.disabled)) tap.click();
    });
  }
}

/** Rendered last in the app, so its effect runs once everything before it has hydrated. */
export function EarlyTapReplay(): null {
  useEffect(() => replayEarlyTap(), []);
  return null;
}
