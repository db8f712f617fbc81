import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import type { TimezoneCode } from '@careroster/shared/lookups';
import {
  overtimePeriodOf,
  splitOvertime,
  type OvertimeResult,
  type OvertimeSettings,
  type WorkedSegment,
} from '@careroster/shared/timekeeping/overtime';
import type { OvertimeEnforcement } from '@careroster/shared/timekeeping/values';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assignments, facilities, positions, shifts, timecards } from '../../db/schema';

/** A facility's overtime settings (issue 12): its rule, pay-period anchor, enforcement and zone. */
export type FacilityOvertime = { id: string; timezone: TimezoneCode; settings: OvertimeSettings; enforcement: OvertimeEnforcement };

export async function facilityOvertime(db: DbOrTx, facilityId: string): Promise<FacilityOvertime> {
  const [row] = await db
    .select({
      id: facilities.id,
      timezone: facilities.timezone,
      rule: facilities.overtimeRule,
      anchor: facilities.payPeriodAnchor,
      enforcement: facilities.overtimeEnforcement,
    })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    timezone: row.timezone as TimezoneCode,
    settings: { rule: row.rule, payPeriodAnchor: row.anchor },
    enforcement: row.enforcement,
  };
}

/** The overtime period holding the facility's today: the current week, or the current 8/80 fortnight. */
export const currentPeriod = (facility: FacilityOvertime, now: Date) =>
  overtimePeriodOf(todayIn(facility.timezone, now), facility.settings);

/** A segment with what the pages show beside it. */
export type EmployeeSegment = WorkedSegment & { employeeId: string; shiftId: string; title: string };

const MINUTE_MS = 60_000;

/**
 * An employee's hours at this facility on work days `from`..`to` (decision 022): a booking whose
 * timecard is APPROVED or PENDING and has a clock-out counts its worked minutes (what happened);
 * any other booking counts its scheduled minutes less the meal (what is to come, or is still
 * running, or awaits a missed punch). A DISPUTED timecard counts nothing until it is settled.
 */
export async function segmentsBetween(
  db: DbOrTx,
  facilityId: string,
  from: string,
  to: string,
  employeeIds?: readonly string[],
): Promise<EmployeeSegment[]> {
  if (employeeIds && employeeIds.length === 0) return [];
  const rows = await db
    .select({
      id: assignments.id,
      employeeId: assignments.employeeId,
      shiftId: shifts.id,
      title: shifts.title,
      workDate: shifts.startDate,
      startsAt: assignments.startsAt,
      endsAt: assignments.endsAt,
      mealMinutes: shifts.mealMinutes,
      status: timecards.status,
      clockInAt: timecards.clockInAt,
      clockOutAt: timecards.clockOutAt,
      workedMinutes: timecards.workedMinutes,
    })
    .from(assignments)
    .innerJoin(positions, eq(positions.id, assignments.positionId))
    .innerJoin(shifts, eq(shifts.id, positions.shiftId))
    .leftJoin(timecards, eq(timecards.assignmentId, assignments.id))
    .where(
      and(
        eq(assignments.facilityId, facilityId),
        gte(shifts.startDate, from),
        lte(shifts.startDate, to),
        employeeIds ? inArray(assignments.employeeId, [...employeeIds]) : undefined,
      ),
    );
  return rows.flatMap((r): EmployeeSegment[] => {
    const base = { id: r.id, employeeId: r.employeeId, shiftId: r.shiftId, title: r.title, workDate: r.workDate };
    if (r.status === 'DISPUTED') return [];
    if ((r.status === 'APPROVED' || r.status === 'PENDING') && r.clockInAt && r.clockOutAt) {
      return [{ ...base, startsAt: r.clockInAt, endsAt: r.clockOutAt, minutes: r.workedMinutes ?? 0, source: 'ACTUAL' }];
    }
    const scheduled = Math.max(0, Math.round((r.endsAt.getTime() - r.startsAt.getTime()) / MINUTE_MS) - r.mealMinutes);
    return [{ ...base, startsAt: r.startsAt, endsAt: r.endsAt, minutes: scheduled, source: 'SCHEDULED' }];
  });
}

/** Each employee's segments split by the facility's rule. */
export function splitByEmployee(segments: readonly EmployeeSegment[], settings: OvertimeSettings): Map<string, OvertimeResult> {
  const byEmployee = new Map<string, EmployeeSegment[]>();
  for (const s of segments) byEmployee.set(s.employeeId, [...(byEmployee.get(s.employeeId) ?? []), s]);
  return new Map([...byEmployee].map(([id, own]) => [id, splitOvertime(own, settings)]));
}
