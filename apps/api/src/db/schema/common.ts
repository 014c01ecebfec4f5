import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';

/** Created/Modified columns every master carries (SPEC.md "audit fields"). */
export const authorship = {
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modifiedBy: integer('modified_by'),
  modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }),
};

export const status = { status: boolean('status').notNull().default(true) };
