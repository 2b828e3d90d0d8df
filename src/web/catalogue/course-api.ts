import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseDetail, CourseList, Home } from '../../contracts/catalogue-schemas';
import { getJson } from '../api/client';

/** The course list's query string, without empty values, in a stable order (one cache entry per filter). */
export function courseListSearch(params: URLSearchParams): string {
  const clean = new URLSearchParams();
  for (const [key, value] of params) if (value.trim() !== '') clean.set(key, value.trim());
  clean.sort();
  return clean.toString();
}

export function useCourseList(search: string) {
  return useQuery({
    queryKey: ['courses', 'list', search],
    queryFn: ({ signal }) => getJson<CourseList>(`/api/courses?${search}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * A course page's data. An old address answers with a redirect that fetch
 * follows, so the data's slug is then the new one (the screen moves there).
 * `preview` reads the admin-only preview, which includes drafts.
 */
export function useCourse(slug: string | undefined, preview = false) {
  return useQuery({
    queryKey: ['courses', preview ? 'preview' : 'detail', slug],
    queryFn: ({ signal }) =>
      getJson<CourseDetail>(preview ? `/api/admin/studio/courses/preview/${encodeURIComponent(slug!)}` : `/api/courses/${encodeURIComponent(slug!)}`, { signal }),
    enabled: Boolean(slug),
    staleTime: 60_000,
    retry: (count, error) => !('status' in error && [401, 403, 404].includes(error.status as number)) && count < 2,
  });
}

export function useHome() {
  return useQuery({ queryKey: ['home'], queryFn: ({ signal }) => getJson<Home>('/api/home', { signal }), staleTime: 60_000 });
}
