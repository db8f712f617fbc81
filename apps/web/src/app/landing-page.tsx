import { Navigate, useLocation } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../store/app-store';
import { readFrom, safeRoutePath, type RedirectState } from './redirect-state';

/**
 * Spec 000 section 2: `/` sends a signed-in user to /dashboard, or to route_to, or back to the
 * page that sent them here; a signed-out user goes to sign-in, which returns them afterwards.
 */
export function LandingPage() {
  const isAuthenticated = useAppStore((state) => state.auth.isAuthenticated);
  const location = useLocation();
  const target = readFrom(location.state) ?? safeRoutePath(new URLSearchParams(location.search).get('route_to'));

  if (!isAuthenticated) {
    const state: RedirectState | undefined = target ? { from: target } : undefined;
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Navigate to={target ?? paths.dashboard} replace />;
}
