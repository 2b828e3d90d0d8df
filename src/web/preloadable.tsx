import { lazy, useState, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export type Preloadable<P> = ComponentType<P> & {
  /** Fetches the module; an instance mounted after this renders it directly, without suspending. */
  preload: () => Promise<void>;
};

/**
 * A component whose code is its own chunk, like React.lazy, that can also be
 * loaded before the first render. A page the server rendered needs this:
 * a lazy part whose code has not arrived stays as the server's markup, and
 * a tap on it makes React hydrate it at once, which it cannot, so React
 * swaps the markup for the Suspense fallback and the tap lands on a
 * spinner. Loaded before hydrating, every part hydrates in place.
 */
export function preloadable<P extends object>(load: Loader<P>): Preloadable<P> {
  const Lazy = lazy(load);
  let loaded: ComponentType<P> | undefined;
  function Part(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the
    // module's own component later would remount the part and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Part, {
    preload: async () => {
      loaded = (await load()).default;
    },
  });
}
