import type { SetupAdmin, SetupFacility, SetupStep } from '@careroster/shared/api/setup/setup';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { corporations, users } from './core';

/**
 * A new owner's company setup (issue 31, decision 080), one per owner: begun at sign-up, saved
 * step by step, done once Finish created the facilities. The drafts are kept as the contract's
 * shapes, each validated by the step's schema before it is saved.
 */
export const companySetups = pgTable('company_setups', {
  id: idColumn(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The name given at sign-up, then the corporation's once it exists. */
  companyName: text('company_name').notNull(),
  corporationId: uuid('corporation_id').references(() => corporations.id, { onDelete: 'set null' }),
  facilities: jsonb('facilities').$type<SetupFacility[]>().notNull().default([]),
  admins: jsonb('admins').$type<SetupAdmin[]>().notNull().default([]),
  /** The furthest step saved; the wizard resumes at the next one. */
  savedStep: text('saved_step').$type<SetupStep>(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
