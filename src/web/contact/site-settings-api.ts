import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '../../contracts/site-settings';
import type { AdminSiteSettings, SiteSettingsInput } from '../../contracts/site-settings-schemas';
import { getJson } from '../api/client';

const KEY = ['site-settings'] as const;

/** The contact details and links an admin filled in; each unset one is null and shown nowhere. */
export function useSiteSettings() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => getJson<SiteSettings>('/api/site-settings', { signal }), staleTime: 5 * 60_000 });
}

export function useAdminSiteSettings() {
  return useQuery({ queryKey: [...KEY, 'admin'], queryFn: () => getJson<AdminSiteSettings>('/api/admin/settings'), staleTime: 0 });
}

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => getJson<AdminSiteSettings>('/api/admin/settings', { method: 'PUT', body: JSON.stringify(input), headers: { 'Content-Type': 'application/json' } }),
    onSuccess: (saved) => {
      client.setQueryData([...KEY, 'admin'], saved);
      client.setQueryData(KEY, saved.settings);
    },
  });
}
