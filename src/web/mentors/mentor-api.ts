import { useQuery } from '@tanstack/react-query';
import type { InstructorDetail, InstructorList } from '../../contracts/catalogue-schemas';
import { getJson } from '../api/client';
import { queryString, retryUnlessRefused } from '../api/query-string';

export type MentorFilter = { subject?: string; level?: string };

/** Mentors, optionally only those teaching a paper (slug) or a level; the last list stays on screen while a new filter loads. */
export function useMentors(filter: MentorFilter = {}) {
  return useQuery({
    queryKey: ['mentors', 'list', filter.subject ?? '', filter.level ?? ''],
    queryFn: ({ signal }) => getJson<InstructorList>(`/api/mentors${queryString(filter)}`, { signal }).then((r) => r.instructors),
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}

export function useMentor(slug: string) {
  return useQuery({
    queryKey: ['mentors', 'detail', slug],
    queryFn: ({ signal }) => getJson<InstructorDetail>(`/api/mentors/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}
