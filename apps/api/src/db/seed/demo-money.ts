import { centsOfMills } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import { fundingLegs, payFromVault, postTransaction, settlementLegs } from '../../modules/ledger';
import type { Tx } from '../client';
import { employees, notifications, reimbursements } from '../schema';
import { demoReimbursementNoticeTitle } from './demo-notifications';
import { seedOneOffPayments } from './demo-one-off-payments';
import type { ComplianceSeed } from './demo-compliance';
import { seededRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_REIMBURSEMENTS_SEED = 20261130;

/** Sunrise's demo vault: two settled fundings ($5,000 and $2,500) and one still in transit ($1,000). */
export const demoSunriseFundings = [
  { cents: 500_000, daysAgo: 20, settledDaysAgo: 18 },
  { cents: 250_000, daysAgo: 6, settledDaysAgo: 4 },
  { cents: 100_000, daysAgo: 0, settledDaysAgo: null },
] as const;

/**
 * Sunrise's demo reimbursements (decision 029): a parking fee waiting to be paid, and a mileage
 * claim already paid from the vault (38 miles at 70 cents). The pending one is what the browser
 * test pays ('Pay $42.50').
 */
export const demoSunriseReimbursements = {
  pending: { category: 'PARKING', description: 'Parking at the county wound-care training', cents: 4_250, daysAgo: 3 },
  paid: {
    category: 'MILEAGE',
    description: 'Drive to the sister facility for a cover shift',
    miles: 38,
    mileRateMills: 700,
    daysAgo: 9,
    paidDaysAgo: 2,
  },
} as const;

/** What the demo's paid reimbursement took from Sunrise's vault. */
export const demoSunriseReimbursedCents = centsOfMills(demoSunriseReimbursements.paid.miles * demoSunriseReimbursements.paid.mileRateMills);

/**
 * The demo's ledger (issue 14): Sunrise funded its vault from its verified account; Maple, whose
 * account is not verified yet, has none. Each funding is the two transactions the product writes.
 */
export async function seedMoney(tx: Tx, seed: ComplianceSeed): Promise<void> {
  const { sunrise } = seed.facilities;
  const createdBy = seed.staffUser[sunrise] ?? null;
  const at = (days: number) => new Date(seed.now.getTime() - days * DAY_MS);
  for (const funding of demoSunriseFundings) {
    const fundingId = await postTransaction(tx, sunrise, {
      kind: 'FUNDING',
      memo: productMessages.vaultFundingMemo,
      createdBy,
      at: at(funding.daysAgo),
      legs: fundingLegs(funding.cents),
    });
    if (funding.settledDaysAgo === null) continue;
    await postTransaction(tx, sunrise, {
      kind: 'FUNDING_SETTLED',
      memo: productMessages.vaultSettledMemo,
      settlesId: fundingId,
      at: at(funding.settledDaysAgo),
      legs: settlementLegs(funding.cents),
    });
  }
  await seedReimbursements(tx, seed);
  await seedOneOffPayments(tx, seed);
}

async function seedReimbursements(tx: Tx, seed: ComplianceSeed): Promise<void> {
  const { sunrise } = seed.facilities;
  const createdBy = seed.staffUser[sunrise] ?? null;
  const day = (days: number) => new Date(seed.now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  const nurses = await tx
    .select({ id: employees.id, nurseId: employees.nurseId })
    .from(employees)
    .where(and(eq(employees.facilityId, sunrise), eq(employees.workerType, 'EN')))
    .orderBy(asc(employees.empId))
    .limit(2);
  const [first, second] = nurses;
  if (!first || !second) return;
  const { pending, paid } = demoSunriseReimbursements;
  // Fixed ids: the demo is the same on every run (the paid one is named by a notification).
  const rnd = seededRandom(DEMO_REIMBURSEMENTS_SEED);
  await tx.insert(reimbursements).values({
    id: rnd.uuid(),
    facilityId: sunrise,
    employeeId: first.id,
    category: pending.category,
    description: pending.description,
    incurredOn: day(pending.daysAgo),
    amountCents: pending.cents,
    createdBy,
  });
  const cents = demoSunriseReimbursedCents;
  const [claim] = await tx
    .insert(reimbursements)
    .values({
      id: rnd.uuid(),
      facilityId: sunrise,
      employeeId: second.id,
      category: paid.category,
      description: paid.description,
      incurredOn: day(paid.daysAgo),
      miles: paid.miles,
      mileRateMills: paid.mileRateMills,
      amountCents: cents,
      createdBy,
    })
    .returning({ id: reimbursements.id });
  const paidAt = new Date(seed.now.getTime() - paid.paidDaysAgo * DAY_MS);
  const transactionId = await payFromVault(tx, sunrise, {
    cents,
    to: 'REIMBURSEMENTS',
    kind: 'REIMBURSEMENT',
    memo: productMessages.reimbursementMemo(productMessages.reimbursementCategoryLabels[paid.category]),
    reimbursementId: claim!.id,
    employeeId: second.id,
    createdBy,
    at: paidAt,
  });
  await tx.update(reimbursements).set({ status: 'PAID', transactionId, paidAt, paidBy: createdBy }).where(eq(reimbursements.id, claim!.id));
  // The demo's "Reimbursement paid" notice (seeded before the money) names this one, so it opens it.
  await tx
    .update(notifications)
    .set({ typeId: claim!.id, nurseId: second.nurseId })
    .where(
      and(eq(notifications.facilityId, sunrise), eq(notifications.type, 'PAYMENT'), eq(notifications.title, demoReimbursementNoticeTitle)),
    );
}
