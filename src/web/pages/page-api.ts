import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '../../contracts/catalogue-schemas';
import { getJson } from '../api/client';

/** One editable content page (about, children-education, health-coach). */
export function useContentPage(slug: string) {
  return useQuery({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => getJson<ContentPage>(`/api/pages/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 10 * 60_000,
  });
}
