import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

/** One editable content page (about, children-education, health-coach). */
export function useContentPage(slug: string) {
  return useQuery({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => call('GET /pages/{slug}', { params: { slug }, signal }),
    staleTime: 10 * 60_000,
  });
}
