import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { formatMoney, fromCents } from '@careroster/shared/format/money';
import type { DepositPair, PaymentsProvider } from './provider';

const SANDBOX_REF = /^sandbox_[\w-]+$/;
const SANDBOX_TRANSFER_REF = /^sandbox_transfer_[\w-]+$/;

/** The same pair whichever order the admin typed it in. */
export const sameDeposits = (a: DepositPair, b: DepositPair) => {
  const [x, y] = [...a].sort((p, q) => p - q);
  const [u, v] = [...b].sort((p, q) => p - q);
  return x === u && y === v;
};

/**
 * The built-in provider: no money moves. Two deposits of 1 to 9 cents each "arrive" after
 * `depositDelaySeconds` (BANK_DEPOSIT_DELAY_SECONDS), when a "bank statement" with both lines is
 * written to DATA_DIR/outbox beside the dev mail, so a developer (and the browser test) can read
 * them, as the account holder would read their statement. A vault funding settles
 * `settleDelaySeconds` (VAULT_SETTLE_DELAY_SECONDS) after it was asked for, and is never returned.
 */
export function sandboxPayments(opts: {
  outboxDir: string;
  depositDelaySeconds: number;
  settleDelaySeconds: number;
  log: (msg: string) => void;
}): PaymentsProvider {
  return {
    kind: 'sandbox',
    async createAccount(account) {
      return { ref: `sandbox_${account.id}` };
    },
    async sendMicroDeposits() {
      return {
        arriveAt: new Date(Date.now() + opts.depositDelaySeconds * 1000),
        amounts: [randomInt(1, 10), randomInt(1, 10)],
      };
    },
    async depositsArrived(ref, deposits, statement) {
      if (!SANDBOX_REF.test(ref)) throw new Error('not a sandbox account');
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${ref}-bank-statement.txt`);
      const lines = deposits.map((cents) => `CAREROSTER ACCTVERIFY  +${formatMoney(fromCents(cents))}`);
      await fs.writeFile(file, `Bank statement\nAccount: ${statement.holderName} ****${statement.last4}\n\n${lines.join('\n')}\n`, {
        mode: 0o600,
      });
      opts.log(`bank statement to the dev outbox: ${file}`);
    },
    async verifyMicroDeposits(_ref, tried, sent) {
      return sent !== null && sameDeposits(tried, sent);
    },
    async removeAccount() {},
    async debitForFunding(accountRef, _cents, reference) {
      if (!SANDBOX_REF.test(accountRef)) throw new Error('not a sandbox account');
      return { transferRef: `sandbox_transfer_${reference}`, settleAt: new Date(Date.now() + opts.settleDelaySeconds * 1000) };
    },
    async fundingOutcome(transferRef, requestedAt) {
      if (!SANDBOX_TRANSFER_REF.test(transferRef)) throw new Error('not a sandbox transfer');
      return Date.now() >= requestedAt.getTime() + opts.settleDelaySeconds * 1000 ? 'SETTLED' : 'PENDING';
    },
  };
}
