import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded files when `FILE_STORE=postgres` (decision 010): shared by every instance on the database. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAtColumn(),
});
