import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instantColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { devices, employees } from './workforce';

/**
 * A registered device (spec 001's `devices`) paired as the facility's shared time clock (issue 27,
 * decision 067). The device keeps a random secret; only its sha256 is stored (a 256-bit token
 * needs no slow hash). Revoking ends it; a device has at most one live pairing. Pairings are
 * revoked, never deleted: punches name the pairing they came through, and punches never change.
 */
export const timeClockKiosks = pgTable(
  'time_clock_kiosks',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id),
    secretHash: text('secret_hash').notNull(),
    /** Browser and system of the device that paired ("Chrome on Android"), never the whole User-Agent. */
    deviceLabel: text('device_label'),
    pairedAt: instantColumn('paired_at').notNull(),
    pairedBy: uuid('paired_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instantColumn('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    lastSeenAt: instantColumn('last_seen_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('time_clock_kiosks_secret_key').on(t.secretHash),
    uniqueIndex('time_clock_kiosks_live_device_key')
      .on(t.deviceId)
      .where(sql`${t.revokedAt} is null`),
    index('time_clock_kiosks_facility_idx').on(t.facilityId),
  ],
);

/**
 * An employee's personal passcode for the facility's shared time clocks: an argon2id hash only
 * (platform/passwords.ts). The nurse gets the passcode by SMS; staff never see it.
 */
export const timeClockPasscodes = pgTable('time_clock_passcodes', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  facilityId: facilityIdColumn(),
  passcodeHash: text('passcode_hash').notNull(),
  setAt: instantColumn('set_at').notNull(),
  setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAtColumn(),
});
