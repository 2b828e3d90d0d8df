import { Navigate, useLocation } from 'react-router';
import { signInPath } from '../../contracts/routes';

/** Sends a visitor to sign in, coming back here afterwards. */
export function SignInRedirect() {
  const location = useLocation();
  return <Navigate to={signInPath(location.pathname + location.search)} replace />;
}
