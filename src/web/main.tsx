import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installHistoryReload } from './history-reload';
import { EarlyTapReplay } from './hydration/early-tap';
import { preloadFrame } from './layout/frame-parts';
import { AppRoutes, preloadScreen } from './router';
import { removeServerHead, ServerHeadCleanup } from './server-meta';
import { isServerRendered, readServerQueryState } from './ssr/hydration-state';
import './service-worker/register';
import './styles.css';

// Must run before the router subscribes to popstate, so that back/forward
// reload the page instead of rendering in place (the spec).
installHistoryReload();
// The screens' PageMeta takes over the head the server wrote for this page.
removeServerHead();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 2, refetchOnWindowFocus: false },
  },
});
// Before the first render: the screens find the server's data and do not fetch it again.
const serverState = readServerQueryState();
if (serverState) hydrate(queryClient, serverState);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ServerHeadCleanup />
        <AppRoutes />
      </BrowserRouter>
      <EarlyTapReplay />
    </QueryClientProvider>
  </StrictMode>
);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root')!;
if (isServerRendered(root)) {
  // A public page arrives rendered by the server with the same components:
  // take it over in place, once the code of every part it shows is here (the
  // page's boot script asks for its chunks beside this one). Until then its
  // links and forms work as plain HTML and a pressed button waits for the
  // app (EarlyTapReplay). A chunk that fails to load is loaded lazily again,
  // as on any other screen.
  //
  // The screen's modules are asked for in the next task: evaluating them in
  // the task that evaluated this one made a single long task of both.
  void nextTask()
    .then(() => Promise.allSettled([preloadScreen(window.location.pathname), preloadFrame()]))
    .then(() =>
      // As a transition, hydration yields to the browser every few milliseconds
      // instead of holding the main thread for the whole page (a slow phone's
      // taps and scrolls wait on it); a tap on a part not yet hydrated makes
      // React hydrate that part first.
      startTransition(() => {
        hydrateRoot(root, app);
      }),
    );
} else {
  createRoot(root).render(app);
}
