import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveOptions } from '../api/live';
import { shiftKeys } from '../features/shifts';
import { useAppStore } from '../store/app-store';
import { keysFor, useLiveUpdates } from './live-updates';

const facilityOf = (options: LiveOptions) => (options.auth.type === 'auth' ? options.auth.facility_id : null);

describe('useLiveUpdates', () => {
  it('follows the facility and invalidates only that facility’s keys on an event', () => {
    useAppStore.getState().startSession('tok', 'fac-1');
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const opened: LiveOptions[] = [];
    const stops: string[] = [];
    const connect = (options: LiveOptions) => {
      opened.push(options);
      return { stop: () => void stops.push(facilityOf(options) ?? '') };
    };
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useLiveUpdates({ connect }), { wrapper });

    expect(opened.map((o) => o.auth)).toEqual([{ type: 'auth', token: 'tok', facility_id: 'fac-1' }]);
    opened[0]!.onEvent({ type: 'shifts.changed', shift_id: 's1' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['shifts', 'fac-1'] });

    act(() => useAppStore.getState().switchFacility({ id: 'fac-2', name: 'Two', role: 'ADMIN' } as never));
    expect(stops).toEqual(['fac-1']);
    expect(facilityOf(opened.at(-1)!)).toBe('fac-2');

    act(() => useAppStore.getState().reset());
    expect(stops).toEqual(['fac-1', 'fac-2']);
    expect(opened).toHaveLength(2);
    unmount();
  });

  it('maps each event to its area', () => {
    // The records area's work history and active shift read bookings too (decision 066).
    expect(keysFor({ type: 'shifts.changed' }, 'f')).toEqual([
      shiftKeys.all('f'),
      ['work-history', 'f'],
      ['active-shift', 'f'],
      ['overtime', 'f'],
      // issue 28: what the master schedule's preview counts (openings already there are skipped).
      ['master-schedule', 'f'],
    ]);
    expect(keysFor({ type: 'employees.changed', employee_id: 'e' }, 'f')).toEqual([['employees', 'f']]);
    expect(keysFor({ type: 'devices.changed' }, 'f')).toEqual([['devices', 'f']]);
    expect(keysFor({ type: 'notifications.created', notification_type: 'PBJ', type_id: null }, 'f')).toEqual([['notifications', 'f']]);
    expect(keysFor({ type: 'notifications.read' }, 'f')).toEqual([['notifications', 'f']]);
    // A punch or a missed punch's resolution: the timesheet, the queue, and what is computed from hours.
    const fromHours = [
      ['work-history', 'f'],
      ['active-shift', 'f'],
      ['timekeeping', 'f'],
      ['missed-punches', 'f'],
      ['overtime', 'f'],
      ['pto', 'f'],
      ['benefits', 'f'],
      ['payroll', 'f'],
      ['pbj', 'f'],
    ];
    expect(keysFor({ type: 'timecards.changed', timecard_id: 't' }, 'f')).toEqual(fromHours);
    expect(keysFor({ type: 'missed-punches.changed' }, 'f')).toEqual(fromHours);
    expect(keysFor({ type: 'bank.changed' }, 'f')).toEqual([
      ['bank', 'f'],
      ['money', 'f'],
    ]);
    expect(keysFor({ type: 'money.changed' }, 'f')).toEqual([['money', 'f']]);
    expect(keysFor({ type: 'payroll.changed', run_id: 'r' }, 'f')).toEqual([
      ['payroll', 'f'],
      ['money', 'f'],
    ]);
  });
});
