import { fundingLegs, settlementLegs } from '../../modules/ledger/funding-legs';
import { postTransaction } from '../../modules/ledger/post';
import type { Tx } from '../client';
import type { ComplianceSeed } from './demo-compliance';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sunrise's demo vault: two settled fundings ($5,000 and $2,500) and one still in transit ($1,000). */
export const demoSunriseFundings = [
  { cents: 500_000, daysAgo: 20, settledDaysAgo: 18 },
  { cents: 250_000, daysAgo: 6, settledDaysAgo: 4 },
  { cents: 100_000, daysAgo: 0, settledDaysAgo: null },
] as const;

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
      memo: 'Vault funding',
      createdBy,
      at: at(funding.daysAgo),
      legs: fundingLegs(funding.cents),
    });
    if (funding.settledDaysAgo === null) continue;
    await postTransaction(tx, sunrise, {
      kind: 'FUNDING_SETTLED',
      memo: 'Vault funding settled',
      settlesId: fundingId,
      at: at(funding.settledDaysAgo),
      legs: settlementLegs(funding.cents),
    });
  }
}
