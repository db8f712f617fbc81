import dayjs from 'dayjs';
import { DATE_FORMAT, TIME_FORMAT } from '@careroster/shared/constants';
import type { Shift } from '@careroster/shared/api/shifts/shift';
import { productMessages } from '@careroster/shared/messages';

/** A facility-local 'HH:mm' shown as hh:mm A (spec 000 section 9); no zone conversion. */
export const formatWallTime = (time: string): string => dayjs(`2000-01-01T${time}`).format(TIME_FORMAT);

export const formatShiftTimes = (shift: Pick<Shift, 'start_time' | 'end_time'>): string =>
  `${formatWallTime(shift.start_time)} - ${formatWallTime(shift.end_time)}`;

/** 'Tuesday, 04/03/2025' */
export const formatWeekdayDate = (date: string): string => dayjs(date).format(`dddd, ${DATE_FORMAT}`);

/** Spec 001 section 2: the editor's chip reads '<Status> Shift', first letter capitalised. */
export const statusChipLabel = (status: string): string => `${status.charAt(0).toUpperCase()}${status.slice(1).toLowerCase()} Shift`;

type Staffing = Pick<Shift, 'status' | 'total_positions' | 'open_positions'>;

/** 'No positions' for a shift without openings, so it never reads like a filled one; else '3/5 filled'. */
export const staffingLabel = (shift: Staffing): string =>
  shift.total_positions === 0
    ? productMessages.noPositions
    : productMessages.filledOfNeeded(shift.total_positions - shift.open_positions, shift.total_positions);

/** Openings left to fill on a shift that has not ended: a completed shift can no longer be staffed. */
export const isUnderstaffed = (shift: Staffing): boolean => shift.status !== 'COMPLETED' && shift.open_positions > 0;
