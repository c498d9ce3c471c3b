import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A timestamp with time zone (every instant of the schema is one). */
export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** The row's `uuid` primary key, drawn by the database. */
export const id = () => uuid('uuid').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** When the row last changed (set by the writer). */
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();

/** Soft delete: set instead of deleting; every list and read filters it out. */
export const deletedAt = () => tstz('deleted_at');
