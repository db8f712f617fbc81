import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '@careroster/shared/api/live';
import { connectLive, type LiveOptions } from '../api/live';
import { areas } from '../features';
import { useAppStore } from '../store/app-store';

const liveKeys = areas.flatMap((area) => area.liveKeys ?? []);

/** The query keys an event makes stale: each area's keys of the facility that name the event, by prefix (events carry no content). */
export function keysFor(event: LiveEvent, facilityId: string): QueryKey[] {
  return liveKeys.filter(({ staleOn }) => staleOn.includes(event.type)).map(({ key }) => key(facilityId));
}

/** After a reconnect events may have been missed: every area's keys of the facility. */
const everyArea = (facilityId: string): QueryKey[] => liveKeys.map(({ key }) => key(facilityId));

type LiveUpdateOptions = {
  connect?: (options: LiveOptions) => { stop: () => void };
  /** Shows a foreground notification (spec 000) for a notification raised while the app is open. */
  onNotification?: (event: Extract<LiveEvent, { type: 'notifications.created' }>) => void;
};

function invalidate(queryClient: QueryClient, keys: QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * The tab's one live connection, mounted once in the signed-in shell: it follows the token and
 * the facility (a switch closes the socket and opens one for the new facility), stops on sign-out,
 * and turns events into invalidations, so another manager's change shows without a reload.
 */
export function useLiveUpdates({ connect = connectLive, onNotification }: LiveUpdateOptions = {}) {
  const token = useAppStore((state) => state.auth.token);
  const facilityId = useAppStore((state) => state.facility.facilityId);
  const queryClient = useQueryClient();
  // Read when an event comes, so a new handler never reopens the socket.
  const notify = useRef(onNotification);
  useEffect(() => {
    notify.current = onNotification;
  });

  useEffect(() => {
    if (!token || !facilityId || facilityId === 'null') return;
    const live = connect({
      auth: { type: 'auth', token, facility_id: facilityId },
      onEvent: (event) => {
        invalidate(queryClient, keysFor(event, facilityId));
        if (event.type === 'notifications.created') notify.current?.(event);
      },
      onResync: () => invalidate(queryClient, everyArea(facilityId)),
    });
    return () => live.stop();
  }, [token, facilityId, queryClient, connect]);
}
