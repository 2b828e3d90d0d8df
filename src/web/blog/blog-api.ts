import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../api/client';

export type PostListFilters = { q?: string; category?: string; tag?: string; subject?: string; page: number; pageSize: number };

/** A missing post will still be missing on a retry. */
const retryUnlessMissing = (failures: number, error: Error) => !(error instanceof ApiError && error.status === 404) && failures < 2;

/** One page of posts; the previous page stays on screen while the next one loads. */
export function usePostList(filters: PostListFilters) {
  return useQuery({
    queryKey: ['posts', 'list', filters],
    queryFn: ({ signal }) => call('GET /posts', { query: filters, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The sidebar; with a category, its tags are those of the category's posts, counted within it. */
export function useBlogSidebar(category?: string) {
  return useQuery({
    queryKey: ['posts', 'sidebar', category?.toLowerCase() ?? null],
    queryFn: ({ signal }) => call('GET /posts/sidebar', { query: { category }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** One post by slug; waits while the slug is not known yet (a bare detail route looks up the latest post first). */
export function usePost(slug: string | undefined) {
  return useQuery({
    queryKey: ['posts', 'detail', slug],
    queryFn: ({ signal }) => call('GET /posts/{slug}', { params: { slug: slug! }, signal }),
    enabled: Boolean(slug),
    retry: retryUnlessMissing,
    staleTime: 5 * 60_000,
  });
}
