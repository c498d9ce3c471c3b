import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collaborators, psychologists } from '../schema.ts';
import { id, createdAt, tstz, ref } from './columns.ts';

/**
 * PHQ-9 / GAD-7 answers (domain.md §18). Health data: read by the collaborator and by
 * psychologists with a care relationship only, never logged (decision 1165).
 */
export const measureResponses = pgTable(
  'measure_responses',
  {
    uuid: id(),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
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

/**
 * A PHQ-9 item-9 answer's alert on one treating psychologist's dashboard (domain.md §18, decision
 * 1393): written with the e-mail, open until she acknowledges it or opens the record.
 */
export const measureAlerts = pgTable(
  'measure_alerts',
  {
    uuid: id(),
    responseUuid: ref('response_uuid', () => measureResponses.uuid),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
    createdAt: createdAt(),
    closedAt: tstz('closed_at'),
    closedBy: text('closed_by').$type<'acknowledged' | 'record_opened'>(),
  },
  (t) => [
    uniqueIndex('measure_alerts_response_psychologist_uq').on(t.responseUuid, t.psychologistUuid),
    index('measure_alerts_open_idx')
      .on(t.psychologistUuid, t.createdAt)
      .where(sql`closed_at is null`),
    check(
      'measure_alerts_closed_by_ck',
      sql`closed_by is null or closed_by in ('acknowledged', 'record_opened')`,
    ),
  ],
);
