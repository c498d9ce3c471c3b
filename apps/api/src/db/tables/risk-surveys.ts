import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TInventoryItem } from '@acolher/contracts/answers/risk-surveys';
import type { TInventoryLevel } from '@acolher/contracts/risk-surveys';
import { collaborators, companies, sectors } from '../schema.ts';
import { id, createdAt, deletedAt, tstz, ref } from './columns.ts';

/** A survey of the work (domain.md §20): `opensAt` is the instant after which accounts do not take part. */
export const riskSurveys = pgTable(
  'risk_surveys',
  {
    uuid: id(),
    companyUuid: ref('company_uuid', () => companies.uuid),
    title: text('title').notNull(),
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    opensAt: tstz('opens_at').notNull(),
    closedAt: tstz('closed_at'),
    publishedAt: tstz('published_at'),
    publishedReach: integer('published_reach'),
    inventorySavedAt: tstz('inventory_saved_at'),
    createdAt: createdAt(),
  },
  (t) => [index('risk_surveys_company_idx').on(t.companyUuid, t.opensOn)],
);

/** Who took part, and nothing else: no answer, no time (decision 1353). */
export const riskSurveyParticipants = pgTable(
  'risk_survey_participants',
  {
    surveyUuid: ref('survey_uuid', () => riskSurveys.uuid),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
  },
  (t) => [primaryKey({ columns: [t.surveyUuid, t.collaboratorUuid] })],
);

/** What was answered: no person, only the sector and the day (decision 1353). */
export const riskSurveyAnswers = pgTable(
  'risk_survey_answers',
  {
    uuid: id(),
    surveyUuid: ref('survey_uuid', () => riskSurveys.uuid),
    sectorUuid: ref('sector_uuid', () => sectors.uuid),
    answeredOn: date('answered_on', { mode: 'string' }).notNull(),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
  },
  (t) => [index('risk_survey_answers_survey_idx').on(t.surveyUuid)],
);

export const riskInventoryItems = pgTable(
  'risk_inventory_items',
  {
    uuid: id(),
    surveyUuid: ref('survey_uuid', () => riskSurveys.uuid),
    companyUuid: ref('company_uuid', () => companies.uuid),
    position: integer('position').notNull(),
    process: text('process').notNull(),
    activity: text('activity').notNull(),
    hazard: text('hazard').notNull(),
    sources: text('sources').notNull(),
    exposedGroup: text('exposed_group').notNull(),
    existingMeasures: text('existing_measures').notNull(),
    probability: integer('probability').notNull(),
    severity: integer('severity').notNull(),
    level: text('level').$type<TInventoryLevel>().notNull(),
    criteria: text('criteria').notNull(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('risk_inventory_items_survey_idx')
      .on(t.surveyUuid, t.position)
      .where(sql`deleted_at is null`),
  ],
);

/** A locked inventory version: a database trigger refuses any change (decision 1352). */
export const riskInventoryVersions = pgTable(
  'risk_inventory_versions',
  {
    uuid: id(),
    surveyUuid: ref('survey_uuid', () => riskSurveys.uuid),
    number: integer('number').notNull(),
    lockedAt: tstz('locked_at').notNull(),
    lockedBy: uuid('locked_by').notNull(),
    sha256: text('sha256').notNull(),
    items: jsonb('items').$type<(TInventoryItem & { uuid: string })[]>().notNull(),
  },
  (t) => [unique('risk_inventory_versions_number_uq').on(t.surveyUuid, t.number)],
);

/** A change of the work the company recorded: it brings the inventory's review forward (decision 1355). */
export const riskWorkChanges = pgTable(
  'risk_work_changes',
  {
    uuid: id(),
    companyUuid: ref('company_uuid', () => companies.uuid),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    recordedBy: uuid('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('risk_work_changes_company_idx').on(t.companyUuid, t.createdAt)],
);

/** The review reminders sent to HR: one of each kind per version, by its key (decision 1355). */
export const riskReviewReminders = pgTable(
  'risk_review_reminders',
  {
    versionUuid: ref('version_uuid', () => riskInventoryVersions.uuid),
    kind: text('kind').$type<'upcoming' | 'due'>().notNull(),
    reviewOn: date('review_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.versionUuid, t.kind] })],
);
