import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../components/page-loader';
import { profileQueryOptions } from '../features/auth/api/get-profile';
import { addressQueryOptions } from '../features/facility/api/get-address';
import { useAppStore } from '../store/app-store';
import { hasEntrySession, type EntryParams, type EntryRouteState } from './entry-params';
import { safeRoutePath } from './redirect-state';

/**
 * Finishes what captureEntryParams started: with session credentials in the entry params, load
 * the profile and, for route_to, the facility address, then open the asked-for page. Nothing
 * else renders meanwhile, so the landing page cannot redirect first.
 */
export function RootLayout({ entry }: { entry: EntryParams }) {
  const [pending, setPending] = useState(() => hasEntrySession(entry));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!hasEntrySession(entry)) return;
    let cancelled = false;
    const { setProfile, setFacilityInfo } = useAppStore.getState();
    const target = safeRoutePath(entry.routeTo);

    async function finishEntry() {
      const profile = await queryClient.fetchQuery(profileQueryOptions());
      if (cancelled) return;
      setProfile(profile);
      if (target === null) return;
      const address = await queryClient.fetchQuery(addressQueryOptions(entry.facilityId));
      if (cancelled) return;
      setFacilityInfo(address);
      const state: EntryRouteState = { date: entry.date, fromOwner: entry.fromOwner, id: entry.nurseId };
      await navigate(target, { replace: true, state });
    }

    finishEntry()
      // The HTTP client has already reported the failure (or sent a 401 to sign-in).
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setPending(false);
      });
    return () => {
      cancelled = true;
    };
  }, [entry, navigate, queryClient]);

  return pending ? <PageLoader label="Signing you in" /> : <Outlet />;
}
