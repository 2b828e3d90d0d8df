import { useQuery } from '@tanstack/react-query';
import type { ResourceQuery } from '../../contracts/catalogue-schemas';
import { call } from '../api/client';
import { retryUnlessRefused } from '../api/retry';

export type ResourceFilter = { subject?: string; level?: string; access?: string };

/** Downloadable files for the filter, grouped-friendly order (paper, free first, title). */
export function useResources(filter: ResourceFilter = {}) {
  return useQuery({
    queryKey: ['resources', filter.subject ?? '', filter.level ?? '', filter.access ?? ''],
    // The level and access are sent as the address has them: the server refuses a value it does not know (`validation_failed`) and the screen says so.
    queryFn: ({ signal }) => call('GET /resources', { query: filter as ResourceQuery, signal }).then((r) => r.resources),
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}
