import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

export function useSubjects() {
  return useQuery({
    queryKey: ['subjects'],
    queryFn: () => call('GET /subjects').then((r) => r.subjects),
    staleTime: 10 * 60_000,
  });
}

export function useSubject(name: string) {
  return useQuery({
    queryKey: ['subjects', name],
    queryFn: ({ signal }) => call('GET /subjects/{name}', { params: { name }, signal }),
    staleTime: 10 * 60_000,
  });
}
