import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page the server rendered is being hydrated (and on the
 * server), true from then on and for anything drawn in the browser alone.
 * What only the browser knows (its time zone, its storage) is shown after
 * hydration, so the first frame equals the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
