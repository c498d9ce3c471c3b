import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, ref } from './columns.ts';
import { collaborators, psychologists } from './people.ts';

export const reviews = pgTable(
  'reviews',
  {
    uuid: id(),
    psychologistUuid: ref('psychologist_uuid', () => psychologists.uuid),
    collaboratorUuid: ref('collaborator_uuid', () => collaborators.uuid),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_collaborator_idx').on(t.collaboratorUuid, t.createdAt)],
);
