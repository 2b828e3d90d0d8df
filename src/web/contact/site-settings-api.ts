import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettingsInput } from '../../contracts/site-settings-schemas';
import { call } from '../api/client';

const KEY = ['site-settings'] as const;

/** The contact details and links an admin filled in; each unset one is null and shown nowhere. */
export function useSiteSettings() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => call('GET /site-settings', { signal }), staleTime: 5 * 60_000 });
}

export function useAdminSiteSettings() {
  return useQuery({ queryKey: [...KEY, 'admin'], queryFn: () => call('GET /admin/settings'), staleTime: 0 });
}

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => call('PUT /admin/settings', { body: input }),
    onSuccess: (saved) => {
      client.setQueryData([...KEY, 'admin'], saved);
      client.setQueryData(KEY, saved.settings);
    },
  });
}
