import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { HeaderProvider } from './HeaderProvider';
import { OffCanvasMenu } from './OffCanvasMenu';
import { ScrollToTopButton } from './ScrollToTopButton';

const ToasterHost = lazy(() => import('../toast/ToasterHost'));

/** The frame of every page but the logo embed: header, main content, footer. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <HeaderProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-[80] h-1 animate-pulse bg-accent-500" />
      )}
      <div className="flex min-h-screen flex-col">
        <Header />
        <OffCanvasMenu />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      <ScrollToTopButton />
      <Suspense fallback={null}>
        <ToasterHost />
      </Suspense>
      <ScrollRestoration />
    </HeaderProvider>
  );
}
