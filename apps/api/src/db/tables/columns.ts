import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamp with time zone (every instant of the schema is one). */
export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** The row's `uuid` primary key, drawn by the database. */
export const id = () => uuid('uuid').primaryKey().defaultRandom();

/** A required reference to another table's row: `<name> uuid not null references <table>(uuid)`. */
export const ref = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target);

/** When the row was written. */
export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** When the row last changed (set by the writer). */
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();

/** Soft delete: set instead of deleting; every list and read filters it out. */
export const deletedAt = () => tstz('deleted_at');
