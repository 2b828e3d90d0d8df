import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BanInput, Role, UserListQuery } from '../../contracts/admin-schemas';
import type { SetTutorPapers } from '../../contracts/tutor-admin-schemas';
import { call } from '../api/client';

type Filters = Partial<Omit<UserListQuery, 'page' | 'pageSize'>> & { page?: number };

export const adminApi = {
  signIn: (body: { email: string; password: string; rememberMe: boolean }) => call('POST /admin/sign-in', { body }),
  home: () => call('GET /admin/home'),
};

const KEY = ['admin'] as const;

export function useOverview() {
  return useQuery({ queryKey: [...KEY, 'overview'], queryFn: () => call('GET /admin/overview'), staleTime: 0 });
}

export function useUserList(filters: Filters) {
  return useQuery({
    queryKey: [...KEY, 'users', filters],
    queryFn: () => call('GET /admin/users', { query: filters }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export function useUserDetail(id: string) {
  return useQuery({ queryKey: [...KEY, 'user', id], queryFn: () => call('GET /admin/users/{id}', { params: { id } }), staleTime: 0, retry: false });
}

/** The mails the site wrote, newest first; `to` narrows to one address. */
export function useOutbox(filters: { to?: string; page: number }) {
  return useQuery({
    queryKey: [...KEY, 'outbox', filters],
    queryFn: () => call('GET /admin/outbox', { query: filters }),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export type UserAction = { kind: 'role'; role: Role } | { kind: 'ban'; input: BanInput } | { kind: 'unban' } | { kind: 'resend-verification' } | { kind: 'verify-email' } | { kind: 'revoke-sessions' };

async function send(id: string, action: UserAction) {
  const params = { id };
  switch (action.kind) {
    case 'role':
      return call('POST /admin/users/{id}/role', { params, body: { role: action.role } });
    case 'ban':
      return call('POST /admin/users/{id}/ban', { params, body: action.input });
    case 'unban':
      return call('POST /admin/users/{id}/unban', { params });
    case 'resend-verification':
      return call('POST /admin/users/{id}/resend-verification', { params });
    case 'verify-email':
      return call('POST /admin/users/{id}/verify-email', { params });
    case 'revoke-sessions':
      return call('POST /admin/users/{id}/revoke-sessions', { params });
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

/** Every paper, with those the account marks as a tutor ticked. */
export function useTutorPapers(id: string) {
  return useQuery({ queryKey: [...KEY, 'tutor-papers', id], queryFn: () => call('GET /admin/users/{id}/tutor-papers', { params: { id } }), staleTime: 0 });
}

/** Saves a tutor's papers; the account's page (its activity) is read again after. */
export function useSaveTutorPapers(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetTutorPapers) => call('PUT /admin/users/{id}/tutor-papers', { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Marking per tutor and per exam: what waits, and how fast it was released. */
export function useMarkingTurnaround() {
  return useQuery({ queryKey: [...KEY, 'marking-turnaround'], queryFn: () => call('GET /admin/marking/turnaround'), staleTime: 0 });
}
