import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '@careroster/shared/api/live';
import { connectLive, type LiveOptions } from '../api/live';
import { bankKey } from '../features/bank/api/bank-account';
import { devicesKey } from '../features/employees/api/list-devices';
import { employeesKey } from '../features/employees/api/list-employees';
import { messagesKey } from '../features/messages/api/query-keys';
import { moneyKey, payrollKey, pbjKey } from '../features/money/query-keys';
import { notificationsKey } from '../features/notifications/api/notifications';
import { overtimeKey } from '../features/overtime/api/overtime';
import { benefitsKey, ptoKey } from '../features/pto/api/pto';
import { shiftKeys } from '../features/shifts/api/query-keys';
import { missedPunchesKey } from '../features/timekeeping/missed-punches/api/missed-punches';
import { timekeepingKey } from '../features/timekeeping/timesheet/api/timesheet';
import { useAppStore } from '../store/app-store';

/** The query keys an event makes stale: the whole area of the facility, by prefix (events carry no content). */
export function keysFor(event: LiveEvent, facilityId: string): QueryKey[] {
  switch (event.type) {
    case 'shifts.changed':
      // Bookings are what overtime projects from.
      return [shiftKeys.all(facilityId), overtimeKey(facilityId)];
    case 'employees.changed':
      return [employeesKey(facilityId)];
    case 'devices.changed':
      return [devicesKey(facilityId)];
    case 'notifications.created':
    case 'notifications.read':
      return [notificationsKey(facilityId)];
    case 'missed-punches.changed':
    case 'timecards.changed':
      // A punch, an approval or a missed punch's resolution changes the timesheet and the queue, and
      // the hours that overtime, PTO accrual and benefits eligibility are computed from.
      // ... and payroll drafts and PBJ hours are built from.
      return [
        timekeepingKey(facilityId),
        missedPunchesKey(facilityId),
        overtimeKey(facilityId),
        ptoKey(facilityId),
        benefitsKey(facilityId),
        payrollKey(facilityId),
        pbjKey(facilityId),
      ];
    case 'bank.changed':
      // Whether the vault can be funded follows the account.
      return [bankKey(facilityId), moneyKey(facilityId)];
    case 'money.changed':
      return [moneyKey(facilityId)];
    case 'payroll.changed':
      return [payrollKey(facilityId), moneyKey(facilityId)];
    case 'messages.changed':
      return [messagesKey(facilityId)];
  }
}

const everyArea = (facilityId: string): QueryKey[] => [
  shiftKeys.all(facilityId),
  employeesKey(facilityId),
  devicesKey(facilityId),
  notificationsKey(facilityId),
  missedPunchesKey(facilityId),
  timekeepingKey(facilityId),
  overtimeKey(facilityId),
  ptoKey(facilityId),
  benefitsKey(facilityId),
  bankKey(facilityId),
  moneyKey(facilityId),
  payrollKey(facilityId),
  pbjKey(facilityId),
  messagesKey(facilityId),
];

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
