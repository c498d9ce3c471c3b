import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { collaborators, psychologists } from '../schema.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * A collaborator's answers to 'O que te traz aqui?' (decision 1380): its own data, read by no
 * company and no administrator, in its export. One row per collaborator; all lists empty and
 * `any` is a skipped intake.
 */
export const collaboratorIntakes = pgTable(
  'collaborator_intakes',
  {
    collaboratorUuid: uuid('collaborator_uuid')
      .primaryKey()
      .references(() => collaborators.uuid),
    reasons: text('reasons').array().notNull(),
    psychologistGender: text('psychologist_gender').$type<'any' | 'female' | 'male'>().notNull(),
    approaches: text('approaches').array().notNull(),
    periods: text('periods').array().$type<('morning' | 'afternoon' | 'evening')[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'collaborator_intakes_gender_ck',
      sql`${t.psychologistGender} in ('any', 'female', 'male')`,
    ),
  ],
);

/**
 * A psychologist's gender, for the intake's preference only (decision 1381): apart from the
 * profile, so no answer that reads a psychologist's row changes. Unknown = no row.
 */
export const psychologistGenders = pgTable(
  'psychologist_genders',
  {
    psychologistUuid: uuid('psychologist_uuid')
      .primaryKey()
      .references(() => psychologists.uuid),
    gender: text('gender').$type<'female' | 'male'>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('psychologist_genders_gender_ck', sql`${t.gender} in ('female', 'male')`)],
);
