import { productMessages } from '@careroster/shared/messages';
import type { PayrollSetting } from '@careroster/shared/lookups';
import { addDays } from '@careroster/shared/format/wall-clock';
import { payPeriodOf } from '@careroster/shared/timekeeping/worked-time';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { payFromVault } from '../../modules/ledger';
import type { Tx } from '../client';
import { assignments, employees, facilities, oneOffPayments } from '../schema';
import type { ComplianceSeed } from './demo-compliance';
import { seededRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_ONE_OFF_SEED = 20261201;

/**
 * Sunrise's demo one-off payments (decision 077): a bonus under the approval threshold, approved
 * when entered and paid from the vault, and a shift incentive above it awaiting a second admin.
 */
export const demoSunriseOneOff = {
  paid: { kind: 'BONUS', cents: 25_000, reason: 'Perfect attendance through October', daysAgo: 5, paidDaysAgo: 2 },
  pending: { kind: 'SHIFT_INCENTIVE', cents: 55_000, reason: "Promised for taking a night double on two hours' notice" },
} as const;

export async function seedOneOffPayments(tx: Tx, seed: ComplianceSeed): Promise<void> {
  const { sunrise } = seed.facilities;
  const createdBy = seed.staffUser[sunrise] ?? null;
  const day = (days: number) => new Date(seed.now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  const staff = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.facilityId, sunrise), eq(employees.workerType, 'IN')))
    .orderBy(asc(employees.empId));
  // The incentive names the latest booking before now of one of the staff; the bonus goes to another.
  const [booking] = await tx
    .select({ id: assignments.id, employeeId: assignments.employeeId, startsAt: assignments.startsAt })
    .from(assignments)
    .innerJoin(employees, eq(employees.id, assignments.employeeId))
    .where(and(eq(assignments.facilityId, sunrise), eq(employees.workerType, 'IN'), lt(assignments.startsAt, seed.now)))
    .orderBy(desc(assignments.startsAt), asc(assignments.id))
    .limit(1);
  const bonusTo = staff.find((s) => s.id !== booking?.employeeId);
  if (!booking || !bonusTo) return;
  const rnd = seededRandom(DEMO_ONE_OFF_SEED);
  const { paid, pending } = demoSunriseOneOff;
  await tx.insert(oneOffPayments).values({
    id: rnd.uuid(),
    facilityId: sunrise,
    employeeId: booking.employeeId,
    kind: pending.kind,
    amountCents: pending.cents,
    reason: pending.reason,
    dated: booking.startsAt.toISOString().slice(0, 10),
    bookingId: booking.id,
    status: 'PENDING_APPROVAL',
    createdBy,
    createdAt: new Date(seed.now.getTime() - DAY_MS),
  });
  const id = rnd.uuid();
  const paidAt = new Date(seed.now.getTime() - paid.paidDaysAgo * DAY_MS);
  // The demo's last finished period has a DRAFT run: a payment made since goes to that run (decision 077).
  const [facility] = await tx.select().from(facilities).where(eq(facilities.id, sunrise));
  const own = payPeriodOf(day(paid.paidDaysAgo), facility!.payrollSetting as PayrollSetting, facility!.payPeriodAnchor);
  const period = payPeriodOf(addDays(own.start, -1), facility!.payrollSetting as PayrollSetting, facility!.payPeriodAnchor);
  await tx.insert(oneOffPayments).values({
    id,
    facilityId: sunrise,
    employeeId: bonusTo.id,
    kind: paid.kind,
    amountCents: paid.cents,
    reason: paid.reason,
    dated: day(paid.daysAgo),
    status: 'APPROVED',
    createdBy,
    createdAt: new Date(seed.now.getTime() - paid.daysAgo * DAY_MS),
  });
  const transactionId = await payFromVault(tx, sunrise, {
    cents: paid.cents,
    to: 'NURSE_PAYABLES',
    kind: 'ONE_OFF_PAYMENT',
    memo: productMessages.oneOffMemo(productMessages.oneOffKindLabels[paid.kind], paid.reason),
    oneOffPaymentId: id,
    employeeId: bonusTo.id,
    createdBy,
    at: paidAt,
  });
  await tx
    .update(oneOffPayments)
    .set({ status: 'PAID', transactionId, paidAt, paidBy: createdBy, payrollPeriodStart: period.start, payrollPeriodEnd: period.end })
    .where(eq(oneOffPayments.id, id));
}
