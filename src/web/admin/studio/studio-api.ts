import { useQuery } from '@tanstack/react-query';
import type { StudioSummary } from '../../../contracts/studio-schemas';
import { getJson } from '../../api/client';

export const STUDIO_KEY = ['admin', 'studio'] as const;

export function useStudioSummary() {
  return useQuery({ queryKey: [...STUDIO_KEY, 'summary'], queryFn: () => getJson<StudioSummary>('/api/admin/studio/summary'), staleTime: 0 });
}
