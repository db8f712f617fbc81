import type { OvertimeWarning } from '@careroster/shared/api/overtime/overtime';
import type { FillWeekConfirmation, fillWeekConfirmBody } from '@careroster/shared/api/staffing/fill-week';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { employees, positions, shifts } from '../../db/schema';
import { facilityOf, type Ctx } from '../../platform/context';
import { bookNurses } from '../shifts/booking';
import { sqlState } from '../shifts/booking-errors';
import { findShift } from '../shifts/shift-rows';
import { findPosition } from '../shifts/staffing';
import { dispatchTimeClockLinks } from '../timekeeping/time-clock-links';

type Refusal = FillWeekConfirmation['refused'][number];

/** Why a booking was refused, in the words of the rule that refused it. */
function refusalMessages(error: unknown): string[] {
  if (error instanceof AppError && error.code === 'CONFLICT') return error.messages;
  if (sqlState(error) === '23505') return [productMessages.conflict];
  throw error;
}

/**
 * POST facilities/fill-week/confirm: books the pairs the manager kept, each position in its own
 * transaction through `bookNurses` (decision 032: not all-or-nothing). Between the proposal and
 * the confirmation someone may have booked a nurse or filled an opening; one such pair must not
 * cost the manager the rest of the week, so what still holds is booked and each pair that no
 * longer does is answered with the rule that refused it. A position refused as a whole is retried
 * nurse by nurse, so only the pairs that fail are refused.
 *
 * Ids the facility does not have (another facility's position or employee) are a 404 for the
 * whole call, as everywhere: they cannot come from this facility's proposal.
 */
export async function confirmFillWeek(ctx: Ctx, body: z.output<typeof fillWeekConfirmBody>): Promise<FillWeekConfirmation> {
  const { db } = ctx.deps;
  const facilityId = facilityOf(ctx).id;
  const byPosition = new Map<string, string[]>();
  for (const a of body.assignments) byPosition.set(a.position_id, [...new Set([...(byPosition.get(a.position_id) ?? []), a.employee_id])]);
  const employeeIds = [...new Set(body.assignments.map((a) => a.employee_id))];

  const [owned, staff] = await Promise.all([
    db
      .select({ id: positions.id, shiftId: positions.shiftId })
      .from(positions)
      .innerJoin(shifts, eq(shifts.id, positions.shiftId))
      .where(and(eq(positions.facilityId, facilityId), inArray(positions.id, [...byPosition.keys()]))),
    db.select({ id: employees.id }).from(employees).where(and(eq(employees.facilityId, facilityId), inArray(employees.id, employeeIds))),
  ]);
  if (owned.length !== byPosition.size || staff.length !== employeeIds.length) throw new AppError('NOT_FOUND');

  let booked = 0;
  let timeClockLinks = 0;
  const refused: Refusal[] = [];
  const overtime: OvertimeWarning[] = [];
  const changed = new Set<string>();
  const book = (shiftId: string, positionId: string, ids: string[]) =>
    db.transaction(async (tx) => {
      const shift = await findShift(tx, facilityId, shiftId);
      const position = await findPosition(tx, facilityId, shiftId, positionId);
      return bookNurses(ctx, tx, { shift, position, employeeIds: ids, source: 'MANAGER' });
    });
  const record = (shiftId: string, result: Awaited<ReturnType<typeof book>>) => {
    booked += result.bookings.length;
    timeClockLinks += result.timeClockLinks;
    overtime.push(...result.overtime);
    changed.add(shiftId);
  };

  for (const { id: positionId, shiftId } of owned) {
    const ids = byPosition.get(positionId)!;
    try {
      record(shiftId, await book(shiftId, positionId, ids));
      continue;
    } catch (error) {
      const messages = refusalMessages(error);
      if (ids.length === 1) {
        refused.push({ position_id: positionId, employee_id: ids[0]!, message: messages.join(' ') });
        continue;
      }
    }
    for (const id of ids) {
      try {
        record(shiftId, await book(shiftId, positionId, [id]));
      } catch (error) {
        refused.push({ position_id: positionId, employee_id: id, message: refusalMessages(error).join(' ') });
      }
    }
  }

  for (const shiftId of changed) ctx.publish({ type: 'shifts.changed', shift_id: shiftId });
  await dispatchTimeClockLinks(ctx, timeClockLinks);
  return {
    message: refused.length === 0 ? productMessages.fillWeekBooked(booked) : productMessages.fillWeekBookedWithRefusals(booked, refused.length),
    booked,
    refused,
    overtime,
  };
}
