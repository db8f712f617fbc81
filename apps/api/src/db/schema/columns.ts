import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const idColumn = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
