import { and, asc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPsychologistSearchQuery } from '@acolher/contracts/psychologists';
import { instantToZonedIso } from '@acolher/contracts/time';
import { FOLD_FROM, FOLD_TO, psychologists } from '../../db/schema.ts';
import { requireRole } from '../../modules/auth/guard.ts';
import { nextAvailableSql } from '../../modules/psychologist-search/next-available.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';

/** Lower case, accents stripped: the form the database keeps `psychologists.search_name` in. */
export function searchKey(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsPattern = (text: string | undefined) =>
  text ? `%${likeEscape(searchKey(text))}%` : undefined;

/** Some entry of the list contains the text, accents and case ignored (domain.md §19). */
function listContains(list: AnyColumn, pattern: string | undefined) {
  if (!pattern) return undefined;
  return sql`exists (select 1 from unnest(${list}) as entry(v)
    where lower(translate(entry.v, ${FOLD_FROM}, ${FOLD_TO})) like ${pattern})`;
}

/** Public profile fields only: no CPF, e-mail or phone (domain.md §3). */
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

// GET /psychologists/collaborators: filters and the next free slot of domain.md §19.
export const psychologistSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/psychologists/collaborators',
    {
      schema: { tags: ['psychologists'], querystring: ZPsychologistSearchQuery },
      preValidation: requireRole('collaborator', 'administrator'),
      // The same directory for everyone of a role (modules/read-cache).
      config: {
        readCache: { sharedFor: ['collaborator', 'administrator'], families: familiesOf.directory },
      },
    },
    async (request) => {
      const { name, specialty, approach, targetAudience } = request.query;
      const pattern = containsPattern(name);
      const deps = app.deps;
      // search_name is the name folded by the database (schema.ts); ordering by it keeps 'Ângela'
      // before 'Márcia' whatever the collation.
      const rows = await deps.database.db
        .select({ ...PUBLIC_COLUMNS, nextAvailable: nextAvailableSql(deps) })
        .from(psychologists)
        .where(
          and(
            eq(psychologists.complianceStatus, 'approved'),
            isNull(psychologists.deletedAt),
            pattern ? sql`${psychologists.searchName} like ${pattern}` : undefined,
            listContains(psychologists.specialties, containsPattern(specialty)),
            listContains(psychologists.approach, containsPattern(approach)),
            listContains(psychologists.targetAudience, containsPattern(targetAudience)),
          ),
        )
        .orderBy(asc(psychologists.searchName), asc(psychologists.name), asc(psychologists.uuid));
      const zone = deps.env.APP_TIME_ZONE;
      return rows.map(({ nextAvailable, ...row }) => ({
        ...row,
        nextAvailableAt: nextAvailable === null ? null : instantToZonedIso(nextAvailable, zone),
      }));
    },
  );
};
