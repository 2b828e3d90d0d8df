import { createContext, useContext } from 'react';
import type { SessionUser } from '../account/auth-api';

export type AdminContextValue = { basePath: string; me: SessionUser };

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside the admin app');
  return value;
}
