import type { OvertimeWarning } from '@careroster/shared/api/overtime/overtime';
import type { FillWeekConfirmation, fillWeekConfirmBody } from '@careroster/shared/api/staffing/fill-week';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { facilityOf, type Ctx } from '../../platform/context';
import { bookNurses, findPosition, findShift, openingRows } from '../shifts';
import { sqlState } from '../../platform/sql-state';
import { transaction } from '../../platform/effects';
import { employeeDirectory } from '../employees';

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

  const openings = openingRows(db);
  const staffed = employeeDirectory(db);
  const [owned, staff] = await Promise.all([
    db
      .select({ id: openings.id, shiftId: openings.shiftId })
      .from(openings)
      .where(and(eq(openings.facilityId, facilityId), inArray(openings.id, [...byPosition.keys()]))),
    db
      .select({ id: staffed.id })
      .from(staffed)
      .where(and(eq(staffed.facilityId, facilityId), inArray(staffed.id, employeeIds))),
  ]);
  if (owned.length !== byPosition.size || staff.length !== employeeIds.length) throw new AppError('NOT_FOUND');

  let booked = 0;
  const refused: Refusal[] = [];
  const overtime: OvertimeWarning[] = [];
  const changed = new Set<string>();
  const book = (shiftId: string, positionId: string, ids: string[]) =>
    transaction(ctx, undefined, async (tx, after) => {
      const shift = await findShift(tx, facilityId, shiftId);
      const position = await findPosition(tx, facilityId, shiftId, positionId);
      const result = await bookNurses(ctx, tx, { shift, position, employeeIds: ids, source: 'MANAGER' });
      // One event per shift, however many of its positions are booked.
      if (!changed.has(shiftId)) after.publish({ type: 'shifts.changed', shift_id: shiftId });
      return result;
    });
  const record = (shiftId: string, result: Awaited<ReturnType<typeof book>>) => {
    booked += result.bookings.length;
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

  return {
    message:
      refused.length === 0 ? productMessages.fillWeekBooked(booked) : productMessages.fillWeekBookedWithRefusals(booked, refused.length),
    booked,
    refused,
    overtime,
  };
}
