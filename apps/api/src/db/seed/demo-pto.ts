import { addDays } from '@careroster/shared/format/wall-clock';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { buildNotification, type NewNotification } from '../factories/notifications';
import type { DbOrTx } from '../client';
import { employeePtoPolicies, notifications, ptoLedger, ptoPolicies, ptoRequests } from '../schema';
import type { Workforce } from './demo-workforce';
import { seededRandom } from './random';

const HOUR = 60;
/** Its own generator, so the PTO rows never shift the ids of what is seeded after them. */
const PTO_SEED = 20261212;

export const demoPtoPolicies = {
  standard: { name: 'Standard PTO', accrualPerHour: '0.0385', annualCapMinutes: 40 * HOUR, carryOverMinutes: 16 * HOUR },
  fullTime: { name: 'Full-time PTO', accrualPerHour: '0.0577', annualCapMinutes: 80 * HOUR, carryOverMinutes: 40 * HOUR },
} as const;

/**
 * PTO for the demo (decision 023): a default policy per facility and a second one some staff are
 * on; an opening balance from last year for each active internal employee (part of it carries
 * over, the rest is forfeited, so the history shows both); requests in every status, the
 * nurse's pending ones with their PTO notification. Accrual adds itself on read from whatever
 * approved timecards the demo has.
 */
export async function seedPto(
  tx: DbOrTx,
  workforce: Workforce,
  opts: {
    now: Date;
    todayByFacility: ReadonlyMap<string, string>;
    deciders: Readonly<Record<string, string>>;
    /** The members who receive the nurses' PTO notifications, as `seedNotifications` has them. */
    recipients: Readonly<Record<string, readonly string[]>>;
  },
) {
  const rnd = seededRandom(PTO_SEED);
  for (const roster of workforce.rosters) {
    const facilityId = roster.facility.id;
    const today = opts.todayByFacility.get(facilityId)!;
    const year = Number(today.slice(0, 4));
    const decider = opts.deciders[facilityId]!;
    const standard = { id: rnd.uuid(), facilityId, ...demoPtoPolicies.standard, isDefault: true };
    const fullTime = { id: rnd.uuid(), facilityId, ...demoPtoPolicies.fullTime, isDefault: false };
    await tx.insert(ptoPolicies).values([standard, fullTime]);

    const staff = roster.employees.filter((e) => e.workerType === 'IN' && e.status === 'ACTIVE').slice(0, 12);
    await tx.insert(employeePtoPolicies).values(staff.slice(8, 11).map((e) => ({ employeeId: e.id, facilityId, policyId: fullTime.id })));
    // Last year's closing balance, entered when the facility moved to CareRoster.
    await tx.insert(ptoLedger).values(
      staff.map((e, i) => ({
        id: rnd.uuid(),
        facilityId,
        employeeId: e.id,
        kind: 'ADJUSTMENT' as const,
        minutes: (20 + (i % 4) * 4) * HOUR,
        year: year - 1,
        note: 'Opening balance from the previous system.',
        createdBy: decider,
        createdAt: new Date(`${year - 1}-12-31T17:00:00Z`),
      })),
    );

    // A past day of this year when there is one, else a day ahead: usage counts in its own year.
    // Ahead, the days keep their order (60 - days), so a span's start stays before its end.
    const earlier = (days: number) => (addDays(today, -days).startsWith(String(year)) ? addDays(today, -days) : addDays(today, 60 - days));
    type Plan = {
      employee: number;
      start: string;
      end: string;
      hours: number;
      status: 'PENDING' | 'APPROVED' | 'DENIED' | 'CANCELLED';
      nurse: boolean;
      reason: string | null;
      note?: string;
    };
    const plans: Plan[] = [
      {
        employee: 0,
        start: addDays(today, 9),
        end: addDays(today, 9),
        hours: 8,
        status: 'PENDING',
        nurse: true,
        reason: 'Family wedding.',
      },
      { employee: 0, start: earlier(20), end: earlier(20), hours: 4, status: 'APPROVED', nurse: true, reason: 'Dentist appointment.' },
      { employee: 1, start: addDays(today, 14), end: addDays(today, 15), hours: 16, status: 'PENDING', nurse: true, reason: null },
      {
        employee: 2,
        start: addDays(today, 21),
        end: addDays(today, 21),
        hours: 8,
        status: 'PENDING',
        nurse: false,
        reason: 'Asked at the front desk.',
      },
      {
        employee: 3,
        start: earlier(10),
        end: earlier(9),
        hours: 12,
        status: 'APPROVED',
        nurse: false,
        reason: null,
        note: 'Enjoy the break.',
      },
      {
        employee: 4,
        start: addDays(today, 5),
        end: addDays(today, 7),
        hours: 24,
        status: 'DENIED',
        nurse: true,
        reason: 'Vacation.',
        note: 'The unit is short that week.',
      },
      { employee: 5, start: addDays(today, 30), end: addDays(today, 30), hours: 8, status: 'CANCELLED', nurse: true, reason: null },
    ];
    const notices: NewNotification[] = [];
    for (const plan of plans) {
      const employee = staff[plan.employee];
      if (!employee) continue;
      const id = rnd.uuid();
      const decided = plan.status !== 'PENDING';
      await tx.insert(ptoRequests).values({
        id,
        facilityId,
        employeeId: employee.id,
        startDate: plan.start,
        endDate: plan.end,
        minutes: plan.hours * HOUR,
        reason: plan.reason,
        status: plan.status,
        enteredBy: plan.nurse ? 'NURSE' : 'USER',
        enteredByUser: plan.nurse ? null : decider,
        decidedBy: decided ? decider : null,
        decidedAt: decided ? opts.now : null,
        decisionNote: plan.note ?? null,
      });
      if (plan.status === 'APPROVED') {
        await tx.insert(ptoLedger).values({
          id: rnd.uuid(),
          facilityId,
          employeeId: employee.id,
          kind: 'USAGE',
          minutes: -plan.hours * HOUR,
          year: Number(plan.start.slice(0, 4)),
          requestId: id,
          note: plan.note ?? null,
          createdBy: decider,
        });
      }
      if (plan.status === 'PENDING' && plan.nurse) {
        const nurse = workforce.nurses.get(employee.nurseId)!;
        // One row per member, with seeded ids, so the demo is the same on every run of a day.
        for (const userId of opts.recipients[facilityId] ?? []) {
          notices.push(
            buildNotification(rnd, {
              facilityId,
              userId,
              type: 'PTO',
              typeId: id,
              nurseId: employee.nurseId,
              title: productMessages.ptoNotificationTitle,
              body: productMessages.ptoNotificationBody(
                `${nurse.firstName} ${nurse.lastName}`,
                String(plan.hours),
                formatDate(plan.start),
                formatDate(plan.end),
              ),
            }),
          );
        }
      }
    }
    if (notices.length > 0) await tx.insert(notifications).values(notices);
  }
}
