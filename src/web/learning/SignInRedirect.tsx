import { Navigate, useLocation } from 'react-router';

/** Sends a visitor to sign in, coming back here afterwards. */
export function SignInRedirect() {
  const location = useLocation();
  return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
}
