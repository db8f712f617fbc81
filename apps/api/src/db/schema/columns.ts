import { sql } from 'drizzle-orm';
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Money as integer cents, the one column type for amounts; dollars exist only in JSON (`format/money.ts`). */
export const centsColumn = (name: `${string}_cents`) => integer(name);

/** A point in time, stored with its zone: every instant column of the schema. */
export const instantColumn = (name: string) => timestamp(name, { withTimezone: true });
