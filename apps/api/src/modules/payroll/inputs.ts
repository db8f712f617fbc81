import { AppError } from '@careroster/shared/errors';
import { todayIn } from '@careroster/shared/format/date-time';
import { addDays } from '@careroster/shared/format/wall-clock';
import type { PayrollSetting, TimezoneCode } from '@careroster/shared/lookups';
import { computePayroll, type PayrollInput, type PayrollLine } from '@careroster/shared/payroll/pay';
import { overtimePeriodOf, type OvertimeSettings } from '@careroster/shared/timekeeping/overtime';
import { payPeriodOf, type PayPeriod } from '@careroster/shared/timekeeping/worked-time';
import type { DbOrTx } from '../../db/client';
import { checkedZone } from '../../platform/context';
import { facilityRow, workCalendarOf } from '../facility';
import { approvedLeaveBetween } from '../pto';
import { payPeople } from '../records';
import { approvedPayShifts, undecidedTimecardCount } from '../timekeeping';

/** What payroll needs of a facility: its zone, pay periods, overtime rule and approval deadline. */
export type PayrollFacility = {
  id: string;
  timezone: TimezoneCode;
  payrollSetting: PayrollSetting;
  anchor: string;
  settings: OvertimeSettings;
  deadlineHours: number;
};

export async function payrollFacility(db: DbOrTx, facilityId: string): Promise<PayrollFacility> {
  const row = await facilityRow(db, facilityId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    timezone: checkedZone(row.timezone),
    payrollSetting: row.payrollSetting as PayrollSetting,
    anchor: row.payPeriodAnchor,
    settings: { rule: row.overtimeRule, payPeriodAnchor: row.payPeriodAnchor, calendar: workCalendarOf(row) },
    deadlineHours: row.approvalDeadlineHours,
  };
}

/** The pay periods that have ended, the latest first: the one before today's, and so on. */
export function finishedPeriods(facility: PayrollFacility, count: number, now: Date): PayPeriod[] {
  const periods: PayPeriod[] = [];
  let current = payPeriodOf(todayIn(facility.timezone, now), facility.payrollSetting, facility.anchor);
  for (let i = 0; i < count; i += 1) {
    current = payPeriodOf(addDays(current.start, -1), facility.payrollSetting, facility.anchor);
    periods.push(current);
  }
  return periods;
}

/**
 * The pay lines of a period, from what the database holds now: APPROVED timecards only (pending
 * and disputed hours are not pay until someone approves them), over every overtime period the pay
 * period touches (under 8 and 80 with weekly pay, the first week decides the second's overtime),
 * and APPROVED PTO requests overlapping it. A night across the period's first or last midnight is
 * paid here for its minutes on this side (decision 055).
 */
export async function computeLines(db: DbOrTx, facility: PayrollFacility, period: PayPeriod): Promise<PayrollLine[]> {
  // A day more each side: a night shift crosses into the first period, a workweek may end after midnight (decision 050).
  const from = addDays(overtimePeriodOf(period.start, facility.settings).start, -1);
  const to = addDays(overtimePeriodOf(period.end, facility.settings).end, 1);
  const cards = await approvedPayShifts(db, facility.id, { from, to });
  const pto = await approvedLeaveBetween(db, facility.id, { from: period.start, to: period.end });
  // Whoever worked in the range may have minutes in the period; a line with none is left out.
  const ids = [...new Set([...cards.map((c) => c.employeeId), ...pto.map((p) => p.employeeId)])];
  if (ids.length === 0) return [];
  // Each day is priced at the rate in force that day (decision 064).
  const input: PayrollInput = { period, settings: facility.settings, people: await payPeople(db, facility.id, ids), shifts: cards, pto };
  return computePayroll(input);
}

/**
 * Timecards of the period a person still has to decide: they block approval and are left out of
 * the pay. The day before counts too: its night would pay its minutes after midnight here.
 */
export function openTimecards(db: DbOrTx, facilityId: string, period: PayPeriod): Promise<number> {
  return undecidedTimecardCount(db, facilityId, { from: addDays(period.start, -1), to: period.end });
}
