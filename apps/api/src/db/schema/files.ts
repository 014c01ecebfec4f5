import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: callers always get a Buffer.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/**
 * Every stored file (archived documents, uploaded spreadsheets, signatures, attachments), in the database
 * beside the rows that name it: each server process serves every file, a database backup holds them all, and
 * a file is written in the transaction of its row, so the two are kept together or not at all.
 */
export const storedFiles = pgTable('stored_files', {
  /** `folder/uuid.ext`, the value the owning rows keep in their file column. */
  name: text('name').primaryKey(),
  sha256: text('sha256').notNull(),
  bytes: integer('bytes').notNull(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
