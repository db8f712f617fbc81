import { AppError } from '@careroster/shared/errors';
import type { TimezoneCode } from '@careroster/shared/lookups';
import { overtimePeriodAt, splitOvertime, type OvertimeResult, type OvertimeSettings } from '@careroster/shared/timekeeping/overtime';
import type { OvertimeEnforcement } from '@careroster/shared/timekeeping/values';
import type { DbOrTx } from '../../db/client';
import { facilityRow, workCalendarOf } from '../facility';
import type { EmployeeSegment } from '../timekeeping';

/** A facility's overtime settings (issue 12): its rule, pay-period anchor, enforcement and zone. */
export type FacilityOvertime = { id: string; timezone: TimezoneCode; settings: OvertimeSettings; enforcement: OvertimeEnforcement };

export async function facilityOvertime(db: DbOrTx, facilityId: string): Promise<FacilityOvertime> {
  const row = await facilityRow(db, facilityId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    timezone: row.timezone as TimezoneCode,
    settings: { rule: row.overtimeRule, payPeriodAnchor: row.payPeriodAnchor, calendar: workCalendarOf(row) },
    enforcement: row.overtimeEnforcement,
  };
}

/** The overtime period holding the facility's today: the current week, or the current 8/80 fortnight. */
export const currentPeriod = (facility: FacilityOvertime, now: Date) => overtimePeriodAt(now, facility.settings);

/** Each employee's segments split by the facility's rule. */
export function splitByEmployee(segments: readonly EmployeeSegment[], settings: OvertimeSettings): Map<string, OvertimeResult> {
  const byEmployee = new Map<string, EmployeeSegment[]>();
  for (const s of segments) byEmployee.set(s.employeeId, [...(byEmployee.get(s.employeeId) ?? []), s]);
  return new Map([...byEmployee].map(([id, own]) => [id, splitOvertime(own, settings)]));
}
