import { useQuery } from '@tanstack/react-query';
import type { ResourceList } from '../../contracts/catalogue-schemas';
import { getJson } from '../api/client';
import { queryString, retryUnlessRefused } from '../api/query-string';

export type ResourceFilter = { subject?: string; level?: string; access?: string };

/** Downloadable files for the filter, grouped-friendly order (paper, free first, title). */
export function useResources(filter: ResourceFilter = {}) {
  return useQuery({
    queryKey: ['resources', filter.subject ?? '', filter.level ?? '', filter.access ?? ''],
    queryFn: ({ signal }) => getJson<ResourceList>(`/api/resources${queryString(filter)}`, { signal }).then((r) => r.resources),
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}
