import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, ref } from './columns.ts';
import { companies, sectors, collaborators } from './people.ts';

export const radarResponses = pgTable(
  'radar_responses',
  {
    uuid: id(),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
    companyUuid: ref('company_uuid', () => companies.uuid),
    sectorUuid: ref('sector_uuid', () => sectors.uuid),
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
