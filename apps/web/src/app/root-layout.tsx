import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../components/page-loader';
import { profileQueryOptions, StepUpHost } from '../features/auth';
import { addressQueryOptions } from '../features/facility';
import { useAppStore } from '../store/app-store';
import { AreaParts } from './area-parts';
import { hasEntrySession, type EntryParams, type EntryRouteState } from './entry-params';
import { safeRoutePath } from './redirect-state';

type EntryPhase = 'loading' | 'leaving' | 'done';

/**
 * Finishes what captureEntryParams started: with session credentials in the entry params, load
 * the profile and, for route_to, the facility address, then open the asked-for page. Nothing
 * else renders meanwhile, so the landing page cannot redirect first.
 */
export function RootLayout({ entry }: { entry: EntryParams }) {
  const [phase, setPhase] = useState<EntryPhase>(() => (hasEntrySession(entry) ? 'loading' : 'done'));
  const location = useLocation();
  const [arrivalKey] = useState(location.key);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!hasEntrySession(entry)) return;
    let cancelled = false;
    const { setProfile, setFacilityInfo } = useAppStore.getState();
    const target = safeRoutePath(entry.routeTo);

    async function finishEntry(): Promise<EntryPhase> {
      const profile = await queryClient.fetchQuery(profileQueryOptions());
      if (cancelled) return 'loading';
      setProfile(profile);
      if (target === null) return 'done';
      const address = await queryClient.fetchQuery(addressQueryOptions(entry.facilityId));
      if (cancelled) return 'loading';
      setFacilityInfo(address);
      const state: EntryRouteState = { date: entry.date, fromOwner: entry.fromOwner, id: entry.nurseId };
      await navigate(target, { replace: true, state });
      return 'leaving';
    }

    void finishEntry()
      // The HTTP client has already reported the failure (or sent a 401 to sign-in).
      .catch((): EntryPhase => 'done')
      .then((next) => {
        if (!cancelled) setPhase(next);
      });
    return () => {
      cancelled = true;
    };
  }, [entry, navigate, queryClient]);

  // The router commits a navigation in a transition: until the new location is on screen the
  // old one (`/?route_to=...`) would reach the landing page, which would redirect without state.
  const waiting = phase === 'loading' || (phase === 'leaving' && location.key === arrivalKey);
  return (
    <>
      {waiting ? (
        <PageLoader label="Signing you in" />
      ) : (
        <AreaParts>
          <Outlet />
        </AreaParts>
      )}
      <StepUpHost />
    </>
  );
}
