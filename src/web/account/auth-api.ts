import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../api/client';

export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean; role?: string | null; phone?: string | null };
export type DeviceSession = { id: string; createdAt: string; updatedAt: string; expiresAt: string; ipAddress?: string | null; userAgent?: string | null };
type SessionBody = { user: SessionUser; session: { id: string; expiresAt: string } } | null;

export const SESSION_KEY = ['session'] as const;

/** The signed-in user, or null for a visitor. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => getJson<SessionBody>('/api/auth/get-session').then((body) => body?.user ?? null),
    staleTime: 5 * 60_000,
  });
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SESSION_KEY });
}

export const authApi = {
  signUp: (body: { name: string; email: string; password: string; phone?: string }) =>
    postJson<{ user: { id: string; email: string } }>('/api/auth/sign-up/email', { ...body, callbackURL: '/login' }),
  signIn: (body: { email: string; password: string; rememberMe: boolean }) => postJson<{ user: SessionUser }>('/api/auth/sign-in/email', body),
  signOut: () => postJson<{ success: boolean }>('/api/auth/sign-out', {}),
  resendVerification: (email: string) => postJson<{ status: boolean }>('/api/auth/send-verification-email', { email, callbackURL: '/login' }),
  requestReset: (email: string) => postJson<{ status: boolean }>('/api/auth/request-password-reset', { email, redirectTo: '/forgetpass' }),
  resetPassword: (token: string, newPassword: string) => postJson<{ status: boolean }>('/api/auth/reset-password', { token, newPassword }),
  updateProfile: (body: { name: string; phone: string | null }) => postJson<{ status: boolean }>('/api/auth/update-user', body),
  changePassword: (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) => postJson<unknown>('/api/auth/change-password', body),
  /** This browser's session id with every session of the account. */
  devices: async () => {
    const [sessions, current] = await Promise.all([getJson<DeviceSession[]>('/api/auth/list-sessions'), getJson<SessionBody>('/api/auth/get-session')]);
    return { sessions, currentId: current?.session.id ?? null };
  },
  signOutOtherDevices: () => postJson<{ status: boolean }>('/api/auth/revoke-other-sessions', {}),
  verificationStatus: (userId: string) => getJson<{ verified: boolean }>(`/api/account/verification-status?user=${encodeURIComponent(userId)}`),
};
