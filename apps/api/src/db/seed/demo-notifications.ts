import { formatDate } from '@careroster/shared/format/date-time';
import type { DbOrTx } from '../client';
import { buildNotification, type NewNotification } from '../factories/notifications';
import { notifications } from '../schema';
import { insertInBatches } from './batch';
import type { Schedule } from './demo-schedule';
import type { Workforce } from './demo-workforce';
import type { Random } from './random';

const HOUR_MS = 60 * 60 * 1000;
export const demoReimbursementNoticeTitle = 'Reimbursement paid';

/** A few of every type per facility, each pointing at real rows where its click target needs one. */
export async function seedNotifications(
  tx: DbOrTx,
  rnd: Random,
  workforce: Workforce,
  schedule: Schedule,
  opts: { now: Date; recipients: Readonly<Record<string, readonly string[]>> },
) {
  const rows: NewNotification[] = [];
  const shiftById = new Map(schedule.shifts.map((s) => [s.id, s]));
  const positionById = new Map(schedule.positions.map((p) => [p.id, p]));
  for (const roster of workforce.rosters) {
    const facilityId = roster.facility.id;
    const name = (employeeId: string) => {
      const nurse = workforce.nurses.get(roster.employees.find((e) => e.id === employeeId)!.nurseId)!;
      return `${nurse.firstName} ${nurse.lastName}`;
    };
    // Every member receives each notice (decision 014), and reads it on their own.
    const add = (n: Omit<Parameters<typeof buildNotification>[1], 'facilityId' | 'userId'>) => {
      const hoursAgo = rnd.int(1, 24 * 10);
      for (const userId of opts.recipients[facilityId] ?? []) {
        rows.push(
          buildNotification(rnd, {
            facilityId,
            userId,
            isRead: hoursAgo > 48 && rnd.chance(0.6),
            createdAt: new Date(opts.now.getTime() - hoursAgo * HOUR_MS),
            ...n,
          }),
        );
      }
    };
    const staff = roster.employees.filter((e) => e.workerType === 'IN' && e.status === 'ACTIVE');

    for (const application of schedule.applications.filter((a) => a.facilityId === facilityId && a.status === 'PENDING').slice(0, 4)) {
      const shift = shiftById.get(positionById.get(application.positionId)!.shiftId)!;
      add({
        type: 'APPLICATION',
        typeId: shift.id,
        nurseId: roster.employees.find((e) => e.id === application.employeeId)!.nurseId,
        title: 'New applicant',
        body: `${name(application.employeeId)} applied for the ${shift.title} on ${formatDate(shift.startDate)}.`,
      });
    }
    for (const shift of schedule.shifts.filter((s) => s.facilityId === facilityId && s.startsAt > opts.now).slice(3, 6)) {
      const employee = rnd.pick(staff);
      add({
        type: 'JOB-REQUEST',
        typeId: shift.id,
        nurseId: employee.nurseId,
        title: 'Shift pick-up request',
        body: `${name(employee.id)} asked to pick up the ${shift.title} on ${formatDate(shift.startDate)}.`,
      });
    }
    const nurseIds = new Set(roster.employees.map((e) => e.nurseId));
    const waiting = workforce.credentials.filter(
      (c) => nurseIds.has(c.nurseId) && (c.status === 'CREDENTIAL_PENDING' || c.status === 'CREDENTIAL_EXPIRED'),
    );
    for (const credential of waiting.slice(0, 4)) {
      const employee = roster.employees.find((e) => e.nurseId === credential.nurseId)!;
      const pending = credential.status === 'CREDENTIAL_PENDING';
      add({
        type: 'CREDENTIAL',
        typeId: credential.id,
        nurseId: credential.nurseId,
        title: pending ? 'Credential uploaded' : 'Credential expired',
        body: pending
          ? `${name(employee.id)} uploaded ${credential.credentialName} for review.`
          : `${credential.credentialName} of ${name(employee.id)} expired on ${credential.expiry}.`,
      });
    }
    for (let i = 0; i < 3; i += 1) {
      const employee = rnd.pick(staff);
      const days = rnd.int(1, 4);
      add({
        type: 'PTO',
        nurseId: employee.nurseId,
        title: 'PTO request',
        body: `${name(employee.id)} requested ${days} day${days > 1 ? 's' : ''} of paid time off.`,
      });
    }
    for (let i = 0; i < 3; i += 1) {
      const employee = rnd.pick(staff);
      add({
        type: 'OVERTIME',
        // The overtime details page is per employee (decision 022).
        typeId: employee.id,
        nurseId: employee.nurseId,
        title: 'Overtime alert',
        body: `${name(employee.id)} has ${(rnd.int(144, 159) / 4).toFixed(2)} hours this week; the next shift goes into overtime.`,
      });
    }
    add({ type: 'PAYROLL', title: 'Payroll ready', body: 'Timecards for the last pay period are approved; payroll is ready to run.' });
    add({ type: 'PAYROLL', title: 'Payroll reminder', body: 'Payroll closes tomorrow at 5:00 PM.' });
    add({
      type: 'PAYMENT',
      title: 'Payment sent',
      body: `Payment of $${rnd.int(8_000, 24_000).toLocaleString('en-US')}.${rnd.int(10, 99)} to ${rnd.int(12, 30)} nurses was processed.`,
    });
    // The money seed names the paid reimbursement on it once that exists.
    add({ type: 'PAYMENT', title: demoReimbursementNoticeTitle, body: 'A mileage reimbursement of $42.18 was paid.' });
    add({ type: 'PBJ', title: 'PBJ report due', body: 'The quarterly Payroll-Based Journal staffing report is due in 14 days.' });
    add({
      type: 'BANK',
      title: 'Verify your bank account',
      body: `Two small deposits were sent to the account ending ${rnd.int(1000, 9999)}. Enter them in Settings to verify it.`,
    });
    const forgetful = rnd.pick(staff);
    add({
      type: 'MISSED-PUNCH',
      nurseId: forgetful.nurseId,
      title: 'Missed clock-out',
      body: `${name(forgetful.id)} did not clock out of yesterday's shift.`,
    });
    add({ type: 'TIMESHEET', title: 'Timesheet disputed', body: "The agency disputed 1 line of last week's corporate timesheet." });
  }
  await insertInBatches(tx, notifications, rows);
  return rows;
}
