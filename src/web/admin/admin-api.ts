import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, BanInput, OutboxPage, Overview, Role, UserDetail, UserList, UserListQuery } from '../../contracts/admin-schemas';
import { getJson, postJson } from '../api/client';

type Filters = Partial<Omit<UserListQuery, 'page' | 'pageSize'>> & { page?: number };

function listQueryString(filters: Filters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

export const adminApi = {
  signIn: (body: { email: string; password: string; rememberMe: boolean }) =>
    postJson<{ user: { id: string; name: string; email: string }; basePath: string }>('/api/admin/sign-in', body),
  home: () => getJson<{ basePath: string }>('/api/admin/home'),
};

const KEY = ['admin'] as const;

export function useOverview() {
  return useQuery({ queryKey: [...KEY, 'overview'], queryFn: () => getJson<Overview>('/api/admin/overview'), staleTime: 0 });
}

export function useUserList(filters: Filters) {
  return useQuery({
    queryKey: [...KEY, 'users', filters],
    queryFn: () => getJson<UserList>(`/api/admin/users?${listQueryString(filters)}`),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useUserDetail(id: string) {
  return useQuery({ queryKey: [...KEY, 'user', id], queryFn: () => getJson<UserDetail>(`/api/admin/users/${encodeURIComponent(id)}`), staleTime: 0, retry: false });
}

/** The mails the site wrote, newest first; `to` narrows to one address. */
export function useOutbox(filters: { to?: string; page: number }) {
  return useQuery({
    queryKey: [...KEY, 'outbox', filters],
    queryFn: () => getJson<OutboxPage>(`/api/admin/outbox?${listQueryString(filters)}`),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export type UserAction =
  | { kind: 'role'; role: Role }
  | { kind: 'ban'; input: BanInput }
  | { kind: 'unban' }
  | { kind: 'resend-verification' }
  | { kind: 'verify-email' }
  | { kind: 'revoke-sessions' };

function send(id: string, action: UserAction) {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  switch (action.kind) {
    case 'role':
      return postJson<AdminUser>(`${base}/role`, { role: action.role });
    case 'ban':
      return postJson<AdminUser>(`${base}/ban`, action.input);
    default:
      return postJson<unknown>(`${base}/${action.kind}`, {});
  }
}

/** One action on one account; everything the admin screens show about accounts is refreshed after it. */
export function useUserAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => send(id, action),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
