import { Suspense, type ReactNode } from 'react';
import { PageLoading } from './PageLoading';

/** While a screen's chunk downloads on first visit. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
