import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { useAppStore } from '../store/app-store';
import type { RedirectState } from './redirect-state';

/** Signed out: go to `/` carrying the origin (spec 000 section 2); the landing page takes it on. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppStore((state) => state.auth.isAuthenticated);
  const location = useLocation();
  if (isAuthenticated) return children;
  const state: RedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to={paths.landing} replace state={state} />;
}
