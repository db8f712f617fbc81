import type { OvertimeWarning } from '@careroster/shared/api/overtime/overtime';
import { AppError } from '@careroster/shared/errors';
import { formatMoney, fromCents } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { overtimePeriodOf, projectOvertime } from '@careroster/shared/timekeeping/overtime';
import { hoursOf } from '@careroster/shared/timekeeping/worked-time';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { BookingOvertime, ProposedBooking } from '../../platform/ports';
import { overtimeOverrides } from '../../db/schema';
import { employeeDirectory } from '../employees';
import { segmentsBetween } from '../timekeeping';
import { facilityOvertime } from './hours';

type Line = OvertimeWarning & { minutes: number; costCents: number };

/** What a booking does to the nurses' overtime, and the reason given to make it anyway. */
type OvertimeCheck = { warnings: OvertimeWarning[]; lines: Line[]; reason: string | null };

/**
 * Projects a shift's booking for each nurse before it is made (issue 12): the overtime hours it
 * adds to her period at this facility, from her timecards and bookings, and their cost at her rate.
 * Where the facility's enforcement is BLOCK and the call gives no reason, refuses with 409: the
 * first message says why (the client recognises it and asks for a reason), then one per nurse.
 */
async function checkOvertime(tx: DbOrTx, input: ProposedBooking): Promise<OvertimeCheck> {
  const { facilityId, shift, nurses } = input;
  const replacing = new Set(input.replacing ?? []);
  const facility = await facilityOvertime(tx, facilityId);
  const period = overtimePeriodOf(shift.startDate, facility.settings);
  const ids = nurses.map((n) => n.id);
  const segments = await segmentsBetween(tx, facilityId, period.start, period.end, ids);
  const person = employeeDirectory(tx);
  const rates = new Map(
    (
      await tx
        .select({ id: person.id, rate: person.hourlyRateCents })
        .from(person)
        .where(and(eq(person.facilityId, facilityId), inArray(person.id, ids)))
    ).map((r) => [r.id, r.rate]),
  );
  const minutes = Math.max(0, Math.round((shift.endsAt.getTime() - shift.startsAt.getTime()) / 60_000) - shift.mealMinutes);
  const lines = nurses.flatMap((nurse): Line[] => {
    const added = {
      id: 'projected',
      workDate: shift.startDate,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      minutes,
      source: 'SCHEDULED' as const,
    };
    const projected = projectOvertime(
      segments.filter((s) => s.employeeId === nurse.id && !replacing.has(s.id)),
      added,
      facility.settings,
      rates.get(nurse.id) ?? 0,
    );
    if (projected.minutes <= 0) return [];
    const hours = hoursOf(projected.minutes);
    const cost = fromCents(projected.costCents);
    return [
      {
        employee_id: nurse.id,
        name: nurse.name,
        overtime_hours: hours,
        cost,
        message: productMessages.overtimeWarning(nurse.name, hours.toFixed(2), formatMoney(cost)),
        minutes: projected.minutes,
        costCents: projected.costCents,
      },
    ];
  });
  const reason = input.overrideReason?.trim() || null;
  if (lines.length > 0 && facility.enforcement === 'BLOCK' && !reason) {
    throw new AppError('CONFLICT', [productMessages.overtimeBlocked, ...lines.map((l) => l.message)]);
  }
  return { warnings: lines.map(({ minutes: _m, costCents: _c, ...w }) => w), lines, reason };
}

/** Keeps the reason of a booking made despite its overtime: who, when, hours, cost, why (overtime_overrides). */
async function recordOvertimeOverrides(
  tx: DbOrTx,
  check: OvertimeCheck,
  input: { facilityId: string; userId: string | null; bookings: readonly { id: string; employeeId: string }[] },
): Promise<void> {
  if (!check.reason || check.lines.length === 0) return;
  const reason = check.reason;
  const rows = check.lines.map((line) => ({
    facilityId: input.facilityId,
    assignmentId: input.bookings.find((b) => b.employeeId === line.employee_id)?.id ?? null,
    employeeId: line.employee_id,
    overtimeMinutes: line.minutes,
    costCents: line.costCents,
    reason,
    createdBy: input.userId,
  }));
  await tx.insert(overtimeOverrides).values(rows);
}

/** Overtime's port for a booking (platform/ports.ts): the check before it, the override's record after. */
export async function checkBooking(tx: DbOrTx, booking: ProposedBooking): Promise<BookingOvertime> {
  const check = await checkOvertime(tx, booking);
  return {
    warnings: check.warnings,
    record: (t, made) => recordOvertimeOverrides(t, check, { facilityId: booking.facilityId, ...made }),
  };
}
