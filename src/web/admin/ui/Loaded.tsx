import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';

/** The parts of a TanStack query a screen waits on. */
type Query<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };

/**
 * What a screen shows for its data: the spinner while it first loads, the
 * load error (with why, and a retry) when it failed, else the data drawn by
 * `children`.
 */
export function Loaded<T>({ query, what, children }: { query: Query<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageLoading />;
  if (query.isError || query.data === undefined) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
