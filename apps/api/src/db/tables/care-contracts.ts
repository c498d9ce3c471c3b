import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { collaborators, psychologists } from '../schema.ts';
import { createdAt, id, tstz, ref } from './columns.ts';

/**
 * A psychologist's care contract (domain.md §18): every save is a new row, never changed; the
 * current version is the highest. Version 1 is the product's template until a save (decision 1370).
 */
export const careContractVersions = pgTable(
  'care_contract_versions',
  {
    uuid: id(),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('care_contract_versions_uq').on(t.psychologistUuid, t.version)],
);

/** A collaborator's acceptance of one version (domain.md §18): when, and which. */
export const careContractAcceptances = pgTable(
  'care_contract_acceptances',
  {
    uuid: id(),
    versionUuid: ref('version_uuid', () => careContractVersions.uuid),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    acceptedAt: tstz('accepted_at').notNull(),
  },
  (t) => [
    uniqueIndex('care_contract_acceptances_uq').on(t.collaboratorUuid, t.versionUuid),
    index('care_contract_acceptances_pair_idx').on(t.collaboratorUuid, t.psychologistUuid),
    index('care_contract_acceptances_psychologist_idx').on(t.psychologistUuid),
  ],
);

/** The collaborator's emergency contact (domain.md §18): one, read by its treating psychologists. */
export const emergencyContacts = pgTable('emergency_contacts', {
  collaboratorUuid: uuid('collaborator_uuid')
    .primaryKey()
    .references(() => collaborators.uuid),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  relation: text('relation').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});
