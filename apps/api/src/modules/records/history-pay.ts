import { AppError } from '@careroster/shared/errors';
import { addDays, zonedDate } from '@careroster/shared/format/wall-clock';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { computePayroll } from '@careroster/shared/payroll/pay';
import { overtimePeriodOf, type OvertimeSettings } from '@careroster/shared/timekeeping/overtime';
import { payPeriodOf, type PayPeriod } from '@careroster/shared/timekeeping/worked-time';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkedZone } from '../../platform/context';
import { peopleDirectory } from '../employees';
import { facilityRow, workCalendarOf } from '../facility';
import { bookingRows } from '../shifts';
import { approvedWorkedTime } from '../timekeeping';
import { hourlyRateHistories } from './pay-rates';

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

  const work = approvedWorkedTime(db, facilityId, { from, to });
  const bookings = bookingRows(db);
  const cards = await db
    .select({
      id: bookings.id,
      employeeId: work.employeeId,
      workDate: work.workDate,
      clockInAt: work.clockInAt,
      clockOutAt: work.clockOutAt,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      minutes: work.workedMinutes,
      positionRateCents: bookings.rateCents,
      agencyRateCents: bookings.agencyRateCents,
      specialShift: bookings.specialShift,
      differentialType: bookings.differentialType,
      differentialValue: bookings.differentialValue,
    })
    .from(work)
    .innerJoin(bookings, eq(bookings.id, work.assignmentId))
    .where(eq(work.employeeId, employeeId));
  const directory = peopleDirectory(db);
  const histories = hourlyRateHistories(db, facilityId, [employeeId]);
  const rows = await db
    .select({
      employeeId: directory.id,
      workerType: directory.workerType,
      hourlyRateCents: directory.hourlyRateCents,
      // Each day at the rate in force that day, as payroll prices it (decision 064).
      hourlyRates: histories.rates,
      agencyId: directory.agencyId,
    })
    .from(directory)
    .leftJoin(histories, eq(histories.employeeId, directory.id))
    .where(and(eq(directory.facilityId, facilityId), eq(directory.id, employeeId)));
  const people = rows.map((p) => ({ ...p, hourlyRates: p.hourlyRates ?? [] }));
  // A card approved without both times has no span to order by; its booking's stands in, as payroll does.
  const worked = cards.map((c) => ({ ...c, startsAt: c.clockInAt ?? c.startsAt, endsAt: c.clockOutAt ?? c.endsAt }));

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
