import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPsychologistSearchQuery } from '@acolher/contracts/psychologists';
import { psychologists } from '../../db/schema.ts';
import { requireRole } from '../../modules/auth/guard.ts';

/** Lower case, accents stripped: the form the database keeps `psychologists.search_name` in. */
export function searchKey(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Public profile fields only: no CPF, e-mail or phone (domain-rules §3). */
const PUBLIC_COLUMNS = {
  uuid: psychologists.uuid,
  name: psychologists.name,
  crp: psychologists.crp,
  avatarUrl: psychologists.avatarUrl,
  education: psychologists.education,
  careerHistory: psychologists.careerHistory,
  hostMessage: psychologists.hostMessage,
  specialties: psychologists.specialties,
  approach: psychologists.approach,
  targetAudience: psychologists.targetAudience,
};

// GET /psychologists/collaborators (issue 5).
export const psychologistSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/psychologists/collaborators',
    {
      schema: { tags: ['psychologists'], querystring: ZPsychologistSearchQuery },
      preValidation: requireRole('collaborator', 'administrator'),
      // The same directory for everyone of a role (modules/read-cache).
      config: { readCache: { sharedFor: ['collaborator', 'administrator'] } },
    },
    async (request) => {
      const { name } = request.query;
      const pattern = name ? `%${likeEscape(searchKey(name))}%` : undefined;
      // search_name is the name folded by the database (schema.ts); ordering by it keeps 'Ângela'
      // before 'Márcia' whatever the collation.
      return app.deps.database.db
        .select(PUBLIC_COLUMNS)
        .from(psychologists)
        .where(
          and(
            eq(psychologists.complianceStatus, 'approved'),
            isNull(psychologists.deletedAt),
            pattern ? sql`${psychologists.searchName} like ${pattern}` : undefined,
          ),
        )
        .orderBy(asc(psychologists.searchName), asc(psychologists.name), asc(psychologists.uuid));
    },
  );
};
