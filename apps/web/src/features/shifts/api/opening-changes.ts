import { queryOptions, useQuery } from '@tanstack/react-query';
import { deleteShiftContract } from '@careroster/shared/api/shifts/delete-shift';
import { editShiftTimeContract } from '@careroster/shared/api/shifts/edit-shift-time';
import { listShiftBookingsContract } from '@careroster/shared/api/shifts/list-shift-bookings';
import { mergeShiftsContract } from '@careroster/shared/api/shifts/merge-shifts';
import type { OpeningChangeAnswer, SplitHalf } from '@careroster/shared/api/shifts/opening-change';
import { splitShiftContract } from '@careroster/shared/api/shifts/split-shift';
import { swapBookingsContract } from '@careroster/shared/api/shifts/swap-bookings';
import { callApi } from '../../../api/client';
import { shiftKeys } from './query-keys';

export const shiftBookingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...shiftKeys.detail(id), 'bookings'] as const,
    queryFn: ({ signal }) => callApi(listShiftBookingsContract, { params: { id } }, { signal }),
  });

/** The shift's booked nurses (no query without a shift). */
export const useShiftBookings = (id: string | null) => useQuery({ ...shiftBookingsQueryOptions(id ?? ''), enabled: Boolean(id) });

/** One change of a booked opening (decision 070); the dialog shows its refusals itself, so nothing toasts. */
export type OpeningChange =
  | { kind: 'time'; shiftId: string; start_date: string; start_time: string; end_time: string }
  | { kind: 'split'; shiftId: string; at: string; keep: { booking_id: string; half: SplitHalf }[] }
  | { kind: 'merge'; shiftId: string; other_shift_id: string }
  | { kind: 'delete'; shiftId: string }
  | { kind: 'swap'; shiftId: string; booking_id: string; other_booking_id: string };

const quiet = { report: 'none' } as const;

export function runOpeningChange(change: OpeningChange, dryRun: boolean, reason?: string): Promise<OpeningChangeAnswer> {
  const fields = { dry_run: dryRun, ...(reason ? { override_reason: reason } : {}) };
  const params = { id: change.shiftId };
  switch (change.kind) {
    case 'time': {
      const { start_date, start_time, end_time } = change;
      return callApi(editShiftTimeContract, { params, body: { start_date, start_time, end_time, ...fields } }, quiet);
    }
    case 'split':
      return callApi(splitShiftContract, { params, body: { at: change.at, keep: change.keep, ...fields } }, quiet);
    case 'merge':
      return callApi(mergeShiftsContract, { params, body: { other_shift_id: change.other_shift_id, ...fields } }, quiet);
    case 'delete':
      return callApi(deleteShiftContract, { params, query: { dry_run: String(dryRun) } }, quiet);
    case 'swap':
      return callApi(
        swapBookingsContract,
        { body: { booking_id: change.booking_id, other_booking_id: change.other_booking_id, ...fields } },
        quiet,
      );
  }
}
