import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from '../schema.ts';

/**
 * 'Como foi sua sessão?' (domain.md §16): the collaborator's 1–5 and optional comment, once per
 * appointment. The administrator reads aggregates only; no company ever (decision 1156).
 */
export const sessionRatings = pgTable(
  'session_ratings',
  {
    appointmentUuid: uuid('appointment_uuid')
      .primaryKey()
      .references(() => appointments.uuid),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('session_ratings_score_ck', sql`${t.score} between 1 and 5`)],
);
