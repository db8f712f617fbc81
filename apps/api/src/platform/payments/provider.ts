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
}
