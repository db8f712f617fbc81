import { randomUUID } from 'node:crypto';
import type { TaxAccount, TaxSetup } from '@careroster/shared/api/company/taxes';
import { AppError } from '@careroster/shared/errors';
import { productMessages } from '@careroster/shared/messages';
import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import { localityIsCity, localTaxCode, type taxAccountBody } from '@careroster/shared/company/taxes';
import type { DbOrTx } from '../../db/client';
import { employerTaxAccounts, employerTaxSettings, suiRates } from '../../db/schema';
import { sealContext } from '../../platform/crypto/sealed-columns';
import { facilityOf, type Ctx } from '../../platform/context';
import { transaction } from '../../platform/effects';
import { facilityRow } from '../facility';

/**
 * The facility's employer tax setup (issue 31, decision 078): the EIN, the state withholding,
 * SUI and local accounts (sealed like TINs, decision 024: only the last four in the clear), and
 * the SUI rate per state and year. CareRoster files nothing; the payroll provider does.
 */

type AccountRow = typeof employerTaxAccounts.$inferSelect;

const toAccount = (r: AccountRow): TaxAccount => ({
  id: r.id,
  kind: r.kind,
  state: r.state,
  locality: r.locality,
  account_number: `****${r.accountLast4}`,
  effective_from: r.effectiveFrom,
  effective_to: r.effectiveTo,
});

export async function getTaxSetup(ctx: Ctx, _input: unknown = {}, tx?: DbOrTx): Promise<TaxSetup> {
  const db = tx ?? ctx.deps.db;
  const facilityId = facilityOf(ctx).id;
  const [settings, accounts, rates] = await Promise.all([
    db.select().from(employerTaxSettings).where(eq(employerTaxSettings.facilityId, facilityId)),
    db
      .select()
      .from(employerTaxAccounts)
      .where(eq(employerTaxAccounts.facilityId, facilityId))
      .orderBy(asc(employerTaxAccounts.state), asc(employerTaxAccounts.kind), asc(employerTaxAccounts.effectiveFrom)),
    db.select().from(suiRates).where(eq(suiRates.facilityId, facilityId)).orderBy(asc(suiRates.state), asc(suiRates.year)),
  ]);
  return {
    ein: settings[0]?.ein ?? null,
    accounts: accounts.map(toAccount),
    sui_rates: rates.map((r) => ({ state: r.state, year: r.year, rate: r.rateMillipercent / 1000 })),
  };
}

export async function setEin(ctx: Ctx, input: { ein: string }, tx?: DbOrTx): Promise<TaxSetup> {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t) => {
    await saveEin(t, facilityId, input.ein);
    await ctx.audit('company.ein_set', { target: facilityId }, t);
    return getTaxSetup(ctx, {}, t);
  });
}

/** Sets the facility's EIN in the caller's transaction (the company setup creates facilities with theirs); the caller audits. */
export async function saveEin(tx: DbOrTx, facilityId: string, ein: string): Promise<void> {
  await tx
    .insert(employerTaxSettings)
    .values({ facilityId, ein })
    .onConflictDoUpdate({ target: employerTaxSettings.facilityId, set: { ein } });
}

/** The facility's EIN, null until set: the setup checklist's tax item (decision 080). */
export async function einOf(db: DbOrTx, facilityId: string): Promise<string | null> {
  const [row] = await db
    .select({ ein: employerTaxSettings.ein })
    .from(employerTaxSettings)
    .where(eq(employerTaxSettings.facilityId, facilityId));
  return row?.ein ?? null;
}

/** A new account, sealed under its own id; the audit row names the state and kind, never the number. */
export async function createTaxAccount(ctx: Ctx, input: z.output<typeof taxAccountBody>, tx?: DbOrTx): Promise<TaxAccount> {
  const facilityId = facilityOf(ctx).id;
  const id = randomUUID();
  const number = input.account_number;
  return transaction(ctx, tx, async (t) => {
    const [row] = await t
      .insert(employerTaxAccounts)
      .values({
        id,
        facilityId,
        kind: input.kind,
        state: input.state,
        locality: input.kind === 'LOCAL' ? (input.locality ?? null) : null,
        accountSealed: ctx.deps.secrets.seal(number, sealContext.taxAccount(id)),
        accountLast4: number.replace(/[^A-Za-z0-9]/g, '').slice(-4),
        effectiveFrom: input.effective_from,
        effectiveTo: input.effective_to ?? null,
      })
      .returning();
    await ctx.audit('company.tax_account_create', { target: id, detail: `${input.kind} ${input.state}` }, t);
    return toAccount(row!);
  });
}

async function accountOf(t: DbOrTx, facilityId: string, accountId: string): Promise<AccountRow> {
  const [row] = await t
    .select()
    .from(employerTaxAccounts)
    .where(and(eq(employerTaxAccounts.id, accountId), eq(employerTaxAccounts.facilityId, facilityId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function deleteTaxAccount(ctx: Ctx, input: { accountId: string }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t) => {
    const row = await accountOf(t, facilityId, input.accountId);
    await t.delete(employerTaxAccounts).where(eq(employerTaxAccounts.id, row.id));
    await ctx.audit('company.tax_account_delete', { target: row.id, detail: `${row.kind} ${row.state}` }, t);
    return { message: productMessages.taxAccountDeleted };
  });
}

/** The full number on an explicit reveal; audited with the account, never the value. */
export async function revealTaxAccount(ctx: Ctx, input: { accountId: string }, tx?: DbOrTx) {
  const facilityId = facilityOf(ctx).id;
  return transaction(ctx, tx, async (t) => {
    const row = await accountOf(t, facilityId, input.accountId);
    await ctx.audit('company.tax_account_revealed', { target: row.id, detail: `${row.kind} ${row.state}` }, t);
    return { account_number: ctx.deps.secrets.open(row.accountSealed, sealContext.taxAccount(row.id)) };
  });
}

export async function setSuiRate(ctx: Ctx, input: { state: string; year: number; rate: number }, tx?: DbOrTx): Promise<TaxSetup> {
  const facilityId = facilityOf(ctx).id;
  const rateMillipercent = Math.round(input.rate * 1000);
  return transaction(ctx, tx, async (t) => {
    await t
      .insert(suiRates)
      .values({ facilityId, state: input.state, year: input.year, rateMillipercent })
      .onConflictDoUpdate({ target: [suiRates.facilityId, suiRates.state, suiRates.year], set: { rateMillipercent } });
    await ctx.audit('company.sui_rate_set', { target: facilityId, detail: `${input.state} ${input.year}: ${input.rate}%` }, t);
    return getTaxSetup(ctx, {}, t);
  });
}

/** What the payroll files carry of the tax setup: empty strings where nothing is set. */
export type EmployerTaxIds = { fein: string; sit: string; sui: string; suiRate: string; localCode: string; local: string };

/**
 * The employer's identifiers for a pay period's provider files (decision 078): the EIN, and the
 * state withholding and SUI accounts of the facility's state in force on `on` (the period's last
 * day), opened for the file and audited, with the SUI rate of that year; and the local tax of the
 * facility's own city in force that day (decision 082): a work-location tax, owed by everyone who
 * works there, so one account for every row.
 */
export async function employerTaxIds(ctx: Ctx, db: DbOrTx, facilityId: string, on: string): Promise<EmployerTaxIds> {
  const facility = await facilityRow(db, facilityId);
  if (!facility) throw new AppError('NOT_FOUND');
  const [settings, accounts, rates] = await Promise.all([
    db.select().from(employerTaxSettings).where(eq(employerTaxSettings.facilityId, facilityId)),
    db
      .select()
      .from(employerTaxAccounts)
      .where(
        and(
          eq(employerTaxAccounts.facilityId, facilityId),
          eq(employerTaxAccounts.state, facility.state),
          lte(employerTaxAccounts.effectiveFrom, on),
          or(isNull(employerTaxAccounts.effectiveTo), gte(employerTaxAccounts.effectiveTo, on)),
        ),
      )
      .orderBy(desc(employerTaxAccounts.effectiveFrom)),
    db
      .select()
      .from(suiRates)
      .where(and(eq(suiRates.facilityId, facilityId), eq(suiRates.state, facility.state), eq(suiRates.year, Number(on.slice(0, 4))))),
  ]);
  const latest = (kind: AccountRow['kind']) => accounts.find((a) => a.kind === kind);
  const local = accounts.find((a) => a.kind === 'LOCAL' && a.locality !== null && localityIsCity(a.locality, facility.city));
  const opened = [latest('STATE_WITHHOLDING'), latest('STATE_UNEMPLOYMENT'), local].map((a) =>
    a ? ctx.deps.secrets.open(a.accountSealed, sealContext.taxAccount(a.id)) : '',
  );
  if (opened.some((n) => n !== '')) {
    await ctx.audit('company.tax_accounts_exported', { target: facilityId, detail: `${facility.state} ${on}` }, db);
  }
  const rate = rates[0];
  return {
    fein: settings[0]?.ein ?? '',
    sit: opened[0]!,
    sui: opened[1]!,
    suiRate: rate ? String(rate.rateMillipercent / 1000) : '',
    localCode: local?.locality ? localTaxCode(local.state, local.locality) : '',
    local: opened[2]!,
  };
}
