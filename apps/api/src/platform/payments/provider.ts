import type { BankAccountType } from '@careroster/shared/compliance/values';

/** Two micro-deposits in cents, in the order they were sent. */
export type DepositPair = readonly [number, number];

export type ProviderAccount = {
  /** Our id: a provider keeps it as metadata, the sandbox names its reference by it. */
  id: string;
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: BankAccountType;
};

export type SentDeposits = {
  /** When the deposits are expected on the statement: the sandbox's delay, a provider's estimate. */
  arriveAt: Date;
  /**
   * The amounts, when the provider tells them (the sandbox): the service seals them and checks the
   * tries against them. Null for a provider that keeps them to itself (Stripe, Dwolla).
   */
  amounts: DepositPair | null;
};

/** A vault funding's transfer from the facility's account, as the provider accepted it. */
export type FundingTransfer = {
  /** The provider's reference of the transfer, kept on the FUNDING transaction. */
  transferRef: string;
  /** When the provider expects the money to settle: the settle job is queued for then. */
  settleAt: Date;
};

/** Where a funding transfer stands: still on its way, in the vault's bank, or sent back by the bank. */
export type FundingOutcome = 'PENDING' | 'SETTLED' | 'RETURNED';

/**
 * A payments provider that holds the facility's funding account and proves it is the facility's
 * with two micro-deposits (decision 026). The product keeps the rules (three tries, ten days,
 * one live account); the provider moves the money. The built-in sandbox implements it for
 * development and tests; a real one (Stripe, Dwolla) is chosen in buildApp from its own config.
 */
export interface PaymentsProvider {
  readonly kind: string;
  /** Registers the account; answers the provider's reference to it. */
  createAccount(account: ProviderAccount): Promise<{ ref: string }>;
  sendMicroDeposits(ref: string): Promise<SentDeposits>;
  /**
   * The deposits reached the bank. The sandbox writes the "bank statement" a person would read;
   * a real provider learns it from its webhook, which calls the same service as the sandbox's job.
   */
  depositsArrived(ref: string, deposits: DepositPair, statement: { holderName: string; last4: string }): Promise<void>;
  /**
   * One try at the two amounts (cents, either order). `sent` is what `sendMicroDeposits` answered,
   * opened from its seal; a provider that keeps the amounts checks the try itself.
   */
  verifyMicroDeposits(ref: string, tried: DepositPair, sent: DepositPair | null): Promise<boolean>;
  /** The account was replaced: the provider stops holding it (detach the payment method). */
  removeAccount(ref: string): Promise<void>;
  /**
   * Vault funding (issue 14, decision 029): debits `cents` (the amount and the fee) from the
   * verified account. `reference` is ours, unique per funding: a real provider takes it as its
   * idempotency key, so a retried request never debits twice.
   */
  debitForFunding(accountRef: string, cents: number, reference: string): Promise<FundingTransfer>;
  /**
   * Where a funding's transfer stands now. The settle job asks about each pending funding; a real
   * provider answers from its API (or its webhook, which calls the same sweep).
   */
  fundingOutcome(transferRef: string, requestedAt: Date): Promise<FundingOutcome>;
}
