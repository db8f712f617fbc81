import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../deps';
import type { JobDefinition } from '../jobs';
import type { SecretBox } from './secret-box';

/**
 * What each sealed value is and whose: the additional data of its seal. A value opens only with
 * the context it was sealed with, so the services and the re-seal job build it here, once.
 */
export const sealContext = {
  tin: (facilityId: string) => `tin:${facilityId}`,
  ssn: (facilityId: string) => `ssn:${facilityId}`,
  bankAccountNumber: (bankAccountId: string) => `bank-account:${bankAccountId}`,
  bankDeposits: (bankAccountId: string) => `bank-deposits:${bankAccountId}`,
  // Issue 27, tax forms and dependents (decision 065).
  w4: (w4Id: string) => `w4:${w4Id}`,
  w2File: (w2Id: string) => `w2-file:${w2Id}`,
  dependentSsn: (dependentId: string) => `dependent-ssn:${dependentId}`,
  // Issue 31, employer taxes (decision 078).
  taxAccount: (accountId: string) => `tax-account:${accountId}`,
  // Issue 31, multi-factor sign-in (decision 079).
  totpSecret: (factorId: string) => `totp-secret:${factorId}`,
  // Issue 31, OpenID Connect sign-in (decision 081).
  identityProviderSecret: (corporationId: string) => `idp-secret:${corporationId}`,
};

/** Every sealed column: a new one is added here, or a rotation leaves it under the old key. */
const sealedColumns = [
  { table: 'facility_legal', key: 'facility_id', column: 'tin_sealed', context: sealContext.tin },
  { table: 'facility_legal', key: 'facility_id', column: 'ssn_sealed', context: sealContext.ssn },
  { table: 'bank_accounts', key: 'id', column: 'account_number_sealed', context: sealContext.bankAccountNumber },
  { table: 'bank_accounts', key: 'id', column: 'deposits_sealed', context: sealContext.bankDeposits },
  { table: 'employee_w4s', key: 'id', column: 'form_sealed', context: sealContext.w4 },
  { table: 'employee_w2s', key: 'id', column: 'content_key_sealed', context: sealContext.w2File },
  { table: 'employee_dependents', key: 'id', column: 'ssn_sealed', context: sealContext.dependentSsn },
  { table: 'employer_tax_accounts', key: 'id', column: 'account_sealed', context: sealContext.taxAccount },
  { table: 'mfa_factors', key: 'id', column: 'totp_secret_sealed', context: sealContext.totpSecret },
  { table: 'identity_providers', key: 'corporation_id', column: 'client_secret_sealed', context: sealContext.identityProviderSecret },
] as const;

const BATCH = 200;

/**
 * Re-seals every value not under the current key (after a rotation, decision 024), a batch per
 * transaction with the rows locked, so two instances never re-seal one row twice and a value is
 * never lost half-way. Answers how many values it moved.
 */
export async function resealAll(db: Db, secrets: SecretBox): Promise<number> {
  let moved = 0;
  const current = `v1.${secrets.currentKeyId}.%`;
  for (const c of sealedColumns) {
    for (;;) {
      const n = await db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          select ${sql.identifier(c.key)}::text as key, ${sql.identifier(c.column)} as sealed
          from ${sql.identifier(c.table)}
          where ${sql.identifier(c.column)} is not null and ${sql.identifier(c.column)} not like ${current}
          limit ${BATCH} for update skip locked`);
        const rows = (result as { rows: { key: string; sealed: string }[] }).rows;
        for (const row of rows) {
          const value = secrets.seal(secrets.open(row.sealed, c.context(row.key)), c.context(row.key));
          await tx.execute(
            sql`update ${sql.identifier(c.table)} set ${sql.identifier(c.column)} = ${value} where ${sql.identifier(c.key)}::text = ${row.key}`,
          );
        }
        return rows.length;
      });
      moved += n;
      if (n < BATCH) break;
    }
  }
  return moved;
}

export const RESEAL_JOB = 'secrets.reseal';

/**
 * Runs at each start (server.ts triggers it) and nightly: after DATA_KEY changes, the old values
 * move to the new key without anyone running a script; the log says when none is left.
 */
export const resealJob = (deps: () => Deps): JobDefinition => ({
  name: RESEAL_JOB,
  cron: '30 3 * * *',
  policy: 'short',
  retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  handler: async (_data, { log }) => {
    const { db, secrets } = deps();
    const moved = await resealAll(db, secrets);
    if (moved > 0) log.info({ moved, keyId: secrets.currentKeyId }, 'sealed values moved to the current data key');
  },
});
