import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { ScreenSuspense } from '../components/ScreenSuspense';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { Header } from './Header';
import { useHeader } from './header-context';
import { HeaderProvider } from './HeaderProvider';
import { ScrollToTopButton } from './ScrollToTopButton';
import { Footer } from './frame-parts';
import { isToasterWanted, subscribeToToasterWanted } from '../toast/toaster-ready';

const ToasterHost = lazy(() => import('../toast/ToasterHost'));
// The phone menu is closed on arrival: mounted once the page is idle (or at once if opened first).
const OffCanvasMenu = lazy(() => import('./OffCanvasMenu'));

function useIdleMount(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const id = idle(() => setReady(true));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(id);
  }, []);
  return ready;
}

function DeferredOffCanvasMenu() {
  const idle = useIdleMount();
  const { isMobileMenuOpen } = useHeader();
  if (!idle && !isMobileMenuOpen) return null;
  return (
    <Suspense fallback={null}>
      <OffCanvasMenu />
    </Suspense>
  );
}

/**
 * The toaster has nothing to show on arrival: mounted once the page is
 * idle, or at once when a toast is waiting for it (toast/toaster-ready).
 * Mounting it as soon as hydration ended put its chunk's loading into the
 * task that runs the page's first effects, one of a slow phone's longest.
 * Its own component, so that only it renders again when it appears.
 */
function DeferredToaster() {
  const idle = useIdleMount();
  const wanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  if (!idle && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  );
}

/** The frame of every page but the logo embed: header, main content, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollOnNavigate();
  return (
    <HeaderProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <Header />
        <DeferredOffCanvasMenu />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <RouteErrorBoundary key={pathname}>
            <ScreenSuspense>
              <Outlet />
            </ScreenSuspense>
          </RouteErrorBoundary>
        </main>
        <Suspense fallback={<div className="min-h-64 bg-brand-950" />}>
          <Footer />
        </Suspense>
      </div>
      <ScrollToTopButton />
      <DeferredToaster />
    </HeaderProvider>
  );
}
