import { useQuery } from '@tanstack/react-query';
import type { MentorQuery } from '../../contracts/catalogue-schemas';
import { call } from '../api/client';
import { retryUnlessRefused } from '../api/retry';

export type MentorFilter = { subject?: string; level?: string };

/** Mentors, optionally only those teaching a paper (slug) or a level; the last list stays on screen while a new filter loads. */
export function useMentors(filter: MentorFilter = {}) {
  return useQuery({
    queryKey: ['mentors', 'list', filter.subject ?? '', filter.level ?? ''],
    // The level is sent as the address has it: the server refuses one it does not know (`validation_failed`) and the screen says so.
    queryFn: ({ signal }) => call('GET /mentors', { query: filter as MentorQuery, signal }).then((r) => r.instructors),
    placeholderData: (previous) => previous,
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}

export function useMentor(slug: string) {
  return useQuery({
    queryKey: ['mentors', 'detail', slug],
    queryFn: ({ signal }) => call('GET /mentors/{slug}', { params: { slug }, signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}
