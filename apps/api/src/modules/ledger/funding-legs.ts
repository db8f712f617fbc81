import { VAULT_FUNDING_FEE_CENTS } from '@careroster/shared/constants';
import type { Leg } from './post';

/**
 * A vault funding as the ledger writes it (decision 028): when it is asked for, the amount plus
 * the fee leaves the facility's bank, the amount waits in transit and the fee is the platform's.
 */
export const fundingLegs = (cents: number): Leg[] => [
  { account: 'FUNDING_BANK', cents: -(cents + VAULT_FUNDING_FEE_CENTS) },
  { account: 'FUNDING_IN_TRANSIT', cents },
  { account: 'FEES', cents: VAULT_FUNDING_FEE_CENTS },
];

/** The bank settled it: the amount moves from transit into the vault. */
export const settlementLegs = (cents: number): Leg[] => [
  { account: 'FUNDING_IN_TRANSIT', cents: -cents },
  { account: 'VAULT', cents },
];

/** The bank returned it: the amount goes back to the bank, and so does the fee. */
export const returnLegs = (cents: number): Leg[] => [
  { account: 'FUNDING_IN_TRANSIT', cents: -cents },
  { account: 'FEES', cents: -VAULT_FUNDING_FEE_CENTS },
  { account: 'FUNDING_BANK', cents: cents + VAULT_FUNDING_FEE_CENTS },
];
