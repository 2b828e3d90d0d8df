import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const STUDIO_KEY = ['admin', 'studio'] as const;

export function useStudioSummary() {
  return useQuery({ queryKey: [...STUDIO_KEY, 'summary'], queryFn: ({ signal }) => call('GET /admin/studio/summary', { signal }), staleTime: 0 });
}
