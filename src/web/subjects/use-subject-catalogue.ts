import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

/** A paper's courses, mentors, resources and latest posts, each from its own catalogue list filtered by the paper. */
export function useSubjectCatalogue(slug: string | undefined) {
  const enabled = Boolean(slug);
  const subject = slug ?? '';
  const key = encodeURIComponent(subject);
  const courses = useQuery({
    queryKey: ['courses', 'list', `pageSize=48&sort=popular&subject=${key}`],
    queryFn: ({ signal }) => call('GET /courses', { query: { pageSize: 48, sort: 'popular', subject }, signal }),
    enabled,
    staleTime: 60_000,
  });
  const mentors = useQuery({
    queryKey: ['mentors', 'list', key],
    queryFn: ({ signal }) => call('GET /mentors', { query: { subject }, signal }),
    enabled,
    staleTime: 60_000,
  });
  const resources = useQuery({
    queryKey: ['resources', 'list', key],
    queryFn: ({ signal }) => call('GET /resources', { query: { subject }, signal }),
    enabled,
    staleTime: 60_000,
  });
  const posts = useQuery({
    queryKey: ['posts', 'list', `pageSize=3&subject=${key}`],
    queryFn: ({ signal }) => call('GET /posts', { query: { pageSize: 3, subject }, signal }),
    enabled,
    staleTime: 60_000,
  });
  return { courses, mentors, resources, posts };
}
