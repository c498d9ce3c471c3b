import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appointments } from '../schema.ts';
import { createdAt } from './columns.ts';

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
    createdAt: createdAt(),
  },
  (t) => [check('session_ratings_score_ck', sql`${t.score} between 1 and 5`)],
);
