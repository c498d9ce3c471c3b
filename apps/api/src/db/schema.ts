import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, deletedAt, tstz } from './tables/columns.ts';

export const administrators = pgTable(
  'administrators',
  {
    uuid: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    document: text('document').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('administrators_email_uq')
      .on(t.email)
      .where(sql`deleted_at is null`),
    uniqueIndex('administrators_document_uq')
      .on(t.document)
      .where(sql`deleted_at is null`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    uuid: id(),
    name: text('name').notNull(),
    document: text('document').notNull(),
    legalName: text('legal_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    actionPlanLink: text('action_plan_link').notNull().default(''),
    dashboardLink: text('dashboard_link').notNull().default(''),
    formId: text('form_id').notNull().default(''),
    formTitle: text('form_title').notNull().default(''),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('companies_email_uq')
      .on(t.email)
      .where(sql`deleted_at is null`),
    uniqueIndex('companies_document_uq')
      .on(t.document)
      .where(sql`deleted_at is null`),
  ],
);

export const sectors = pgTable(
  'sectors',
  {
    uuid: id(),
    name: text('name').notNull(),
    companyUuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.uuid),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('sectors_company_idx').on(t.companyUuid)],
);

export const collaborators = pgTable(
  'collaborators',
  {
    uuid: id(),
    name: text('name').notNull(),
    document: text('document').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    gender: text('gender').notNull(),
    credits: integer('credits').notNull().default(0),
    sectorUuid: uuid('sector_uuid')
      .notNull()
      .references(() => sectors.uuid),
    companyUuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.uuid),
    passwordHash: text('password_hash'),
    hasAcceptedTerms: boolean('has_accepted_terms').notNull().default(false),
    termsAcceptedAt: tstz('terms_accepted_at'),
    termsVersion: text('terms_version'),
    hasSentForm: boolean('has_sent_form').notNull().default(false),
    lastSentFormAt: tstz('last_sent_form_at'),
    whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('collaborators_email_uq')
      .on(t.email)
      .where(sql`deleted_at is null`),
    uniqueIndex('collaborators_document_uq')
      .on(t.document)
      .where(sql`deleted_at is null`),
    index('collaborators_sector_idx').on(t.sectorUuid),
    index('collaborators_company_idx').on(t.companyUuid),
    check('collaborators_credits_non_negative', sql`${t.credits} >= 0`),
    check('collaborators_gender_valid', sql`${t.gender} in ('male', 'female')`),
  ],
);

/** Accented letters and what the psychologist search reads for them (psychologists.search_name). */
export const FOLD_FROM = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñý';
export const FOLD_TO = 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucny';

export const psychologists = pgTable(
  'psychologists',
  {
    uuid: id(),
    name: text('name').notNull(),
    // The name in the form the collaborator search matches (accents stripped, lower case), kept by
    // the database itself: no insert can leave it empty or out of date.
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(`lower(translate("name", '${FOLD_FROM}', '${FOLD_TO}'))`),
    document: text('document').notNull(),
    crp: text('crp').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    complianceStatus: text('compliance_status').notNull().default('analyzing'),
    education: text('education').notNull().default(''),
    careerHistory: text('career_history').notNull().default(''),
    hostMessage: text('host_message').notNull().default(''),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approach: text('approach')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetAudience: text('target_audience')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hasSignedTerms: boolean('has_signed_terms').notNull().default(false),
    termsSignedAt: tstz('terms_signed_at'),
    termsVersion: text('terms_version'),
    whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('psychologists_email_uq')
      .on(t.email)
      .where(sql`deleted_at is null`),
    uniqueIndex('psychologists_document_uq')
      .on(t.document)
      .where(sql`deleted_at is null`),
    uniqueIndex('psychologists_crp_uq')
      .on(t.crp)
      .where(sql`deleted_at is null`),
    check(
      'psychologists_compliance_valid',
      sql`${t.complianceStatus} in ('analyzing', 'approved', 'disapproved')`,
    ),
  ],
);

export const openingHours = pgTable(
  'opening_hours',
  {
    uuid: id(),
    psychologistUuid: uuid('psychologist_uuid')
      .notNull()
      .references(() => psychologists.uuid),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('opening_hours_psychologist_idx').on(t.psychologistUuid, t.dayOfWeek),
    check('opening_hours_day_valid', sql`${t.dayOfWeek} between 0 and 6`),
    check('opening_hours_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const APPOINTMENT_ACTIVE_SQL = sql`status in ('pending', 'confirmed')`;

export const appointments = pgTable(
  'appointments',
  {
    uuid: id(),
    collaboratorUuid: uuid('collaborator_uuid')
      .notNull()
      .references(() => collaborators.uuid),
    psychologistUuid: uuid('psychologist_uuid')
      .notNull()
      .references(() => psychologists.uuid),
    openingHourUuid: uuid('opening_hour_uuid')
      .notNull()
      .references(() => openingHours.uuid),
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    status: text('status').notNull().default('pending'),
    /** Unused since the room moved inside the product (decision 1155): null for new rows. */
    videoUrl: text('video_url'),
    cancelledAt: tstz('cancelled_at'),
    /** The weekly series it is an occurrence of (domain.md §24; db/tables/appointment-series.ts). */
    seriesUuid: uuid('series_uuid'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointments_slot_active_uq')
      .on(t.openingHourUuid, t.date)
      .where(sql`status in ('pending', 'confirmed')`),
    index('appointments_psychologist_starts_idx').on(t.psychologistUuid, t.startsAt),
    index('appointments_collaborator_starts_idx').on(t.collaboratorUuid, t.startsAt),
    index('appointments_pending_ends_idx')
      .on(t.endsAt)
      .where(sql`status = 'pending'`),
    check(
      'appointments_status_valid',
      sql`${t.status} in ('pending', 'confirmed', 'cancelled_by_psychologist', 'cancelled_by_collaborator_in_advance', 'cancelled_by_collaborator_without_advance', 'no_show_collaborator', 'no_show_psychologist', 'refunded_by_administrator', 'cancelled_by_administrator')`,
    ),
    check('appointments_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    uuid: id(),
    collaboratorUuid: uuid('collaborator_uuid')
      .notNull()
      .references(() => collaborators.uuid),
    amount: integer('amount').notNull(),
    priceCents: integer('price_cents').notNull(),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** The provider's payment id (Stripe PaymentIntent), which refunds and disputes name. */
    paymentRef: text('payment_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchases_collaborator_idx').on(t.collaboratorUuid, t.createdAt),
    check(
      'purchases_status_valid',
      sql`${t.status} in ('pending', 'confirmed', 'failed', 'refunded', 'expired')`,
    ),
    check('purchases_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collaboratorUuid: uuid('collaborator_uuid')
      .notNull()
      .references(() => collaborators.uuid),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    refUuid: uuid('ref_uuid'),
    actorRole: text('actor_role'),
    actorUuid: uuid('actor_uuid'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_collaborator_idx').on(t.collaboratorUuid),
    uniqueIndex('credit_ledger_purchase_once_uq')
      .on(t.refUuid)
      .where(sql`reason = 'purchase'`),
    uniqueIndex('credit_ledger_booking_once_uq')
      .on(t.refUuid)
      .where(sql`reason = 'booking'`),
    uniqueIndex('credit_ledger_refund_once_uq')
      .on(t.refUuid)
      .where(sql`reason = 'refund'`),
    check(
      'credit_ledger_reason_valid',
      sql`${t.reason} in ('grant', 'purchase', 'booking', 'refund', 'seed', 'removal', 'purchase_refund')`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    uuid: id(),
    psychologistUuid: uuid('psychologist_uuid')
      .notNull()
      .references(() => psychologists.uuid),
    collaboratorUuid: uuid('collaborator_uuid')
      .notNull()
      .references(() => collaborators.uuid),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_collaborator_idx').on(t.collaboratorUuid, t.createdAt)],
);

export const radarResponses = pgTable(
  'radar_responses',
  {
    uuid: id(),
    collaboratorUuid: uuid('collaborator_uuid')
      .notNull()
      .references(() => collaborators.uuid),
    companyUuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.uuid),
    sectorUuid: uuid('sector_uuid')
      .notNull()
      .references(() => sectors.uuid),
    provider: text('provider').notNull(),
    providerResponseId: text('provider_response_id'),
    answers: jsonb('answers').notNull(),
    scores: jsonb('scores').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('radar_responses_collaborator_idx').on(t.collaboratorUuid, t.createdAt),
    index('radar_responses_company_idx').on(t.companyUuid, t.createdAt),
    uniqueIndex('radar_responses_provider_uq').on(t.provider, t.providerResponseId),
  ],
);

export { oneTimeTokens, signInFailures, tokenCutoffs } from './tables/auth-tokens.ts';
export { auditLog, outbox } from './tables/outbox-audit.ts';
export { appointmentSeries } from './tables/appointment-series.ts';
