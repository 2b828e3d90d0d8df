import { useQuery } from '@tanstack/react-query';
import type { CourseList, InstructorList, PostList, ResourceList } from '../../contracts/catalogue-schemas';
import { getJson } from '../api/client';

/** A paper's courses, mentors, resources and latest posts, each from its own catalogue list filtered by the paper. */
export function useSubjectCatalogue(slug: string | undefined) {
  const enabled = Boolean(slug);
  const key = encodeURIComponent(slug ?? '');
  const courses = useQuery({
    queryKey: ['courses', 'list', `pageSize=48&sort=popular&subject=${key}`],
    queryFn: ({ signal }) => getJson<CourseList>(`/api/courses?pageSize=48&sort=popular&subject=${key}`, { signal }),
    enabled,
    staleTime: 60_000,
  });
  const mentors = useQuery({
    queryKey: ['mentors', 'list', key],
    queryFn: ({ signal }) => getJson<InstructorList>(`/api/mentors?subject=${key}`, { signal }),
    enabled,
    staleTime: 60_000,
  });
  const resources = useQuery({
    queryKey: ['resources', 'list', key],
    queryFn: ({ signal }) => getJson<ResourceList>(`/api/resources?subject=${key}`, { signal }),
    enabled,
    staleTime: 60_000,
  });
  const posts = useQuery({
    queryKey: ['posts', 'list', `pageSize=3&subject=${key}`],
    queryFn: ({ signal }) => getJson<PostList>(`/api/posts?pageSize=3&subject=${key}`, { signal }),
    enabled,
    staleTime: 60_000,
  });
  return { courses, mentors, resources, posts };
}
