import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationsByKey } from '../../contracts/api/registry';
import { call, type InputOf } from '../api/client';

type CourseListQuery = NonNullable<InputOf<OperationsByKey['GET /courses']>['query']>;

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
    // The filters are sent as the address has them: the server refuses a value it does not know (`validation_failed`) and the screen says so.
    queryFn: ({ signal }) => call('GET /courses', { query: Object.fromEntries(new URLSearchParams(search)) as CourseListQuery, signal }),
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
    queryFn: ({ signal }) => (preview ? call('GET /admin/studio/courses/preview/{slug}', { params: { slug: slug! }, signal }) : call('GET /courses/{slug}', { params: { slug: slug! }, signal })),
    enabled: Boolean(slug),
    staleTime: 60_000,
    retry: (count, error) => !('status' in error && [401, 403, 404].includes(error.status as number)) && count < 2,
  });
}

export function useHome() {
  return useQuery({ queryKey: ['home'], queryFn: ({ signal }) => call('GET /home', { signal }), staleTime: 60_000 });
}
