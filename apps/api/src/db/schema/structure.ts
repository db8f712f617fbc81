import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './core';
import { facilityIdColumn } from './facility-columns';
import { shiftTypeEnum } from './scheduling';
import { units } from './workforce';

// The facility's structure (issue 28, decision 068): owned by the structure area.

/** The facility's colour of each shift type (a key of the structure palette); no row: the palette's default. */
export const shiftTypeColours = pgTable(
  'shift_type_colours',
  {
    facilityId: facilityIdColumn(),
    shiftType: shiftTypeEnum('shift_type').notNull(),
    colour: text('colour').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.shiftType] })],
);

/**
 * The supervisor of a unit on a shift type: a staff user of the facility who receives the
 * missed-punch action links of the unit's shifts of that type. A subunit without its own falls
 * back to its parent's.
 */
export const unitSupervisors = pgTable(
  'unit_supervisors',
  {
    facilityId: facilityIdColumn(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    shiftType: shiftTypeEnum('shift_type').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.shiftType] }), index('unit_supervisors_facility_idx').on(t.facilityId)],
);

/**
 * Census per unit and facility-local day (census-v2). Where a day has unit rows, the facility's
 * census of that day is their sum; without them it is the facility's own `census` row.
 */
export const unitCensus = pgTable(
  'unit_census',
  {
    id: idColumn(),
    facilityId: facilityIdColumn(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    patientCount: integer('patient_count').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('unit_census_unit_date_key').on(t.unitId, t.date),
    index('unit_census_facility_date_idx').on(t.facilityId, t.date),
    check('unit_census_patient_count_non_negative', sql`${t.patientCount} >= 0`),
  ],
);
