import { date, index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { taxAccountKinds } from '@careroster/shared/company/taxes';
import { createdAtColumn, idColumn } from './columns';
import { facilityIdColumn } from './facility-columns';

// issue 31, employer taxes (decision 078): owned by the company area.

export const taxAccountKindEnum = pgEnum('tax_account_kind', taxAccountKinds);

/** The facility's federal EIN (public on every W-2, so kept in the clear, unlike the state accounts). */
export const employerTaxSettings = pgTable('employer_tax_settings', {
  facilityId: facilityIdColumn().primaryKey(),
  ein: text('ein'),
});

/** A state withholding, state unemployment (SUI) or local tax account, sealed at rest (decision 024). */
export const employerTaxAccounts = pgTable(
  'employer_tax_accounts',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    kind: taxAccountKindEnum('kind').notNull(),
    state: text('state').notNull(),
    locality: text('locality'),
    accountSealed: text('account_sealed').notNull(),
    accountLast4: text('account_last4').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('employer_tax_accounts_facility_idx').on(t.facilityId, t.state)],
);

/** The SUI rate a state assigned the facility for a calendar year, in thousandths of a percent (2.7% is 2700). */
export const suiRates = pgTable(
  'sui_rates',
  {
    facilityId: facilityIdColumn(),
    state: text('state').notNull(),
    year: integer('year').notNull(),
    rateMillipercent: integer('rate_millipercent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.state, t.year] })],
);
