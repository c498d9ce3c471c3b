import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { collaborators } from '../schema.ts';
import { id, createdAt } from './columns.ts';

/**
 * PHQ-9 / GAD-7 answers (domain.md §18). Health data: read by the collaborator and by
 * psychologists with a care relationship only, never logged (decision 1165).
 */
export const measureResponses = pgTable(
  'measure_responses',
  {
    uuid: id(),
    collaboratorUuid: uuid('collaborator_uuid')
      .notNull()
      .references(() => collaborators.uuid),
    instrument: text('instrument').$type<'phq9' | 'gad7'>().notNull(),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    crisis: boolean('crisis').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('measure_responses_collaborator_idx').on(t.collaboratorUuid, t.instrument, t.createdAt),
    check('measure_responses_instrument_ck', sql`${t.instrument} in ('phq9', 'gad7')`),
    check('measure_responses_score_ck', sql`${t.score} between 0 and 27`),
  ],
);
