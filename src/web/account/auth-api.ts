import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationsByKey } from '../../contracts/api/registry';
import { call, type ResultOf } from '../api/client';

/**
 * The account operations, served by Better Auth under /api/auth and
 * declared in src/contracts/api/auth.ts, called like every other operation.
 * No adapter is needed on this side: the server's mount of Better Auth
 * already answers its refusals in the API's one error shape
 * (`{ error: { code, message } }`, codes lower-cased), so `call` rejects
 * with the same ApiError and the screens read the same codes as before.
 */

export type SessionUser = NonNullable<ResultOf<OperationsByKey['GET /auth/get-session']>>['user'];
export type DeviceSession = ResultOf<OperationsByKey['GET /auth/list-sessions']>[number];

export const SESSION_KEY = ['session'] as const;

/** The signed-in user, or null for a visitor. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => call('GET /auth/get-session').then((body) => body?.user ?? null),
    staleTime: 5 * 60_000,
  });
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SESSION_KEY });
}

export const authApi = {
  signUp: (body: { name: string; email: string; password: string; phone?: string }) => call('POST /auth/sign-up/email', { body: { ...body, callbackURL: '/login' } }),
  signIn: (body: { email: string; password: string; rememberMe: boolean }) => call('POST /auth/sign-in/email', { body }),
  signOut: () => call('POST /auth/sign-out'),
  resendVerification: (email: string) => call('POST /auth/send-verification-email', { body: { email, callbackURL: '/login' } }),
  requestReset: (email: string) => call('POST /auth/request-password-reset', { body: { email, redirectTo: '/forgetpass' } }),
  resetPassword: (token: string, newPassword: string) => call('POST /auth/reset-password', { body: { token, newPassword } }),
  updateProfile: (body: { name: string; phone: string | null }) => call('POST /auth/update-user', { body }),
  changePassword: (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) => call('POST /auth/change-password', { body }),
  /** This browser's session id with every session of the account. */
  devices: async () => {
    const [sessions, current] = await Promise.all([call('GET /auth/list-sessions'), call('GET /auth/get-session')]);
    return { sessions, currentId: current?.session.id ?? null };
  },
  signOutOtherDevices: () => call('POST /auth/revoke-other-sessions'),
  verificationStatus: (userId: string) => call('GET /account/verification-status', { query: { user: userId } }),
};
