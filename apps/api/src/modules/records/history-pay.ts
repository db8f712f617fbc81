import { AppError } from '@careroster/shared/errors';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { computePayroll } from '@careroster/shared/payroll/pay';
import { overtimePeriodOf, type OvertimeSettings } from '@careroster/shared/timekeeping/overtime';
import { payPeriodOf, type PayPeriod } from '@careroster/shared/timekeeping/worked-time';
import type { DbOrTx } from '../../db/client';
import { checkedZone } from '../../platform/context';
import { facilityRow, workCalendarOf } from '../facility';
import { approvedPayShifts } from '../timekeeping';
import { payPeople } from './pay-rates';

/** An APPROVED shift of the history whose pay is wanted. */
export type PaidShift = { assignmentId: string; workDate: string; endsAt: Date };

export type ShiftPay = { amountCents: number; rateCents: number };

/**
 * What payroll pays for each of the given APPROVED shifts of one employee (decision 066): her line
 * of every pay period they touch is computed by the one pay engine (`computePayroll`,
 * packages/shared/src/payroll/pay.ts, decisions 030, 051 and 055) from the same approved worked
 * time payroll reads, over every overtime period those pay periods touch, and each shift takes its
 * share of the line (`PricedShift.amountCents`, overtime, differentials and the regular-rate
 * adjustment included). A night across a pay period's last midnight is paid in both periods, so
 * its shares are added up. Her PTO adds nothing to a shift and is left out.
 */
export async function payOfShifts(
  db: DbOrTx,
  facilityId: string,
  employeeId: string,
  shifts: readonly PaidShift[],
): Promise<Map<string, ShiftPay>> {
  const pay = new Map<string, ShiftPay>();
  if (shifts.length === 0) return pay;
  const row = await facilityRow(db, facilityId);
  if (!row) throw new AppError('NOT_FOUND');
  const zone = checkedZone(row.timezone);
  const setting = row.payrollSetting as PayrollSetting;
  const settings: OvertimeSettings = { rule: row.overtimeRule, payPeriodAnchor: row.payPeriodAnchor, calendar: workCalendarOf(row) };

  const periods = new Map<string, PayPeriod>();
  for (const s of shifts) {
    for (const date of [s.workDate, zonedDate(s.endsAt, zone)]) {
      const period = payPeriodOf(date, setting, row.payPeriodAnchor);
      periods.set(period.start, period);
    }
  }
  const list = [...periods.values()];
  // As payroll reads it: a day more each side, a night crosses in and a workweek may end after midnight (decision 050).
  const from = addDays(
    overtimePeriodOf(
      list.reduce((a, p) => (p.start < a ? p.start : a), list[0]!.start),
      settings,
    ).start,
    -1,
  );
  const to = addDays(
    overtimePeriodOf(
      list.reduce((a, p) => (p.end > a ? p.end : a), list[0]!.end),
      settings,
    ).end,
    1,
  );

  const worked = await approvedPayShifts(db, facilityId, { from, to }, employeeId);
  const people = await payPeople(db, facilityId, [employeeId]);

  const wanted = new Set(shifts.map((s) => s.assignmentId));
  for (const period of list) {
    for (const line of computePayroll({ period, settings, people, shifts: worked, pto: [] })) {
      for (const priced of line.shifts) {
        if (!wanted.has(priced.id)) continue;
        const found = pay.get(priced.id);
        pay.set(priced.id, { amountCents: (found?.amountCents ?? 0) + priced.amountCents, rateCents: priced.rateCents });
      }
    }
  }
  return pay;
}
