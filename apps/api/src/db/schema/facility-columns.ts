import { uuid } from 'drizzle-orm/pg-core';
import { facilities } from './core';

/**
 * The facility a row belongs to: the tenancy column of every facility-scoped table. Rows go with
 * their facility, except money history, which must outlive nothing (RESTRICT).
 */
export const facilityIdColumn = (onDelete: 'cascade' | 'restrict' = 'cascade') =>
  uuid('facility_id')
    .notNull()
    .references(() => facilities.id, { onDelete });
