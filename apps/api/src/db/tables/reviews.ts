import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { collaborators, psychologists } from './people.ts';

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
