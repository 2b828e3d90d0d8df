import { useQuery } from '@tanstack/react-query';
import type { Subject, SubjectList } from '../../contracts/subject-schemas';
import { getJson } from '../api/client';

export function useSubjects() {
  return useQuery({
    queryKey: ['subjects'],
    queryFn: () => getJson<SubjectList>('/api/subjects').then((r) => r.subjects),
    staleTime: 10 * 60_000,
  });
}

export function useSubject(name: string) {
  return useQuery({
    queryKey: ['subjects', name],
    queryFn: ({ signal }) => getJson<Subject>(`/api/subjects/${encodeURIComponent(name)}`, { signal }),
    staleTime: 10 * 60_000,
  });
}
