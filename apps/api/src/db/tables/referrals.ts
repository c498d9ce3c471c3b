import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { collaborators, psychologists } from '../schema.ts';
import { createdAt, id, ref } from './columns.ts';

/**
 * 'Encaminhamento' (decision 1376): a referral the psychologist records in its own record of a
 * patient, to in-person care or to psychiatry, with the letter's text in its own words. Read only
 * by that psychologist; never edited (a new one is written instead).
 */
export const referrals = pgTable(
  'referrals',
  {
    uuid: id(),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
    kind: text('kind').$type<'in_person' | 'psychiatry'>().notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_record_idx').on(t.psychologistUuid, t.collaboratorUuid, t.createdAt),
    check('referrals_kind_ck', sql`${t.kind} in ('in_person', 'psychiatry')`),
  ],
);
