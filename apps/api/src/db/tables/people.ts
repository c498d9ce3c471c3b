import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, createdAt, deletedAt, tstz, ref } from './columns.ts';

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
    companyUuid: ref('company_uuid', () => companies.uuid),
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
    sectorUuid: ref('sector_uuid', () => sectors.uuid),
    companyUuid: ref('company_uuid', () => companies.uuid),
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
      sql`${t.complianceStatus} in ('analyzing', 'approved', 'disapproved', 'suspended')`,
    ),
  ],
);
