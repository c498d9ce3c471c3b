import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { companies, sectors, collaborators } from './people.ts';

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
