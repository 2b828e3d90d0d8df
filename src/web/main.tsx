import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installHistoryReload } from './history-reload';
import { AppRoutes } from './router';
import { removeServerHead, ServerHeadCleanup } from './server-meta';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ServerHeadCleanup />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
