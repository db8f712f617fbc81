import { BANK_VERIFICATION_ATTEMPTS, BANK_VERIFICATION_EXPIRY_DAYS } from '@careroster/shared/compliance/values';
import { sealContext } from '../../platform/crypto/sealed-columns';
import type { Tx } from '../client';
import { bankAccounts } from '../schema';
import type { ComplianceSeed } from './demo-compliance';
import { seededRandom } from './random';

/** Its own stream, so the ids stay the same whatever the other seeds draw. */
const BANK_SEED = 20261313;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Maple's pending micro-deposits, in cents: a developer (or a test) signed in as Maple's owner
 * can verify the account with 0.04 and 0.07 without waiting for a job.
 */
export const demoMapleDeposits = [4, 7] as const;

/**
 * The demo's funding accounts (issue 13): Sunrise's is VERIFIED (it can fund the vault); Maple's
 * deposits have arrived and wait for the admin's three tries. Routing numbers pass the ABA check;
 * the account numbers are made up. No notification is raised: the seed is history, not news.
 */
export async function seedBank(tx: Tx, seed: ComplianceSeed): Promise<void> {
  const rnd = seededRandom(BANK_SEED);
  const { sunrise, maple } = seed.facilities;
  const at = (days: number) => new Date(seed.now.getTime() + days * DAY_MS);
  const account = (id: string, facilityId: string, number: string, deposits: readonly [number, number], addedDaysAgo: number) => ({
    id,
    facilityId,
    accountNumberSealed: seed.secrets.seal(number, sealContext.bankAccountNumber(id)),
    accountLast4: number.slice(-4),
    provider: 'sandbox',
    providerRef: `sandbox_${id}`,
    depositsSealed: seed.secrets.seal(JSON.stringify(deposits), sealContext.bankDeposits(id)),
    depositsArriveAt: at(-addedDaysAgo + 1),
    depositsArrivedAt: at(-addedDaysAgo + 1),
    expiresAt: at(-addedDaysAgo + BANK_VERIFICATION_EXPIRY_DAYS),
    createdBy: seed.staffUser[facilityId] ?? null,
    createdAt: at(-addedDaysAgo),
  });
  const sunriseId = rnd.uuid();
  const mapleId = rnd.uuid();
  await tx.insert(bankAccounts).values([
    {
      ...account(sunriseId, sunrise, '000123456789', [3, 8], 40),
      holderName: 'Sunrise Care Center LLC',
      routingNumber: '011000015',
      accountType: 'CHECKING',
      status: 'VERIFIED',
      attemptsLeft: BANK_VERIFICATION_ATTEMPTS - 1,
      verifiedAt: at(-38),
    },
    {
      ...account(mapleId, maple, '4400991234', demoMapleDeposits, 2),
      holderName: 'Maple Grove Nursing Home Inc',
      routingNumber: '021000021',
      accountType: 'SAVINGS',
      status: 'AWAITING_VERIFICATION',
      attemptsLeft: BANK_VERIFICATION_ATTEMPTS,
    },
  ]);
}
