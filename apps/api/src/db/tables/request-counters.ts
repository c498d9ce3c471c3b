import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Request limits shared by every instance (domain.md §14/§15, decision 1181): the count of a
 * key (`account:<role>:<uuid>` or `address:<ip>`) in its current window, which starts at the
 * key's first request (epoch milliseconds). Instances add their local counts in batches.
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    key: text('key').primaryKey(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('request_counters_window_idx').on(t.windowStart)],
);
