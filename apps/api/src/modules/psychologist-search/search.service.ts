import { PUBLIC_COLUMNS } from '../psychologists/psychologist-view.ts';
import { and, asc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { TPsychologistSearchQuery } from '@acolher/contracts/psychologists';
import { instantToZonedIso } from '@acolher/contracts/time';
import type { AppDeps } from '../../app-context.ts';
import { FOLD_FROM, FOLD_TO, openingHours, psychologists } from '../../db/schema.ts';
import { nextAvailableSql } from './next-available.ts';

/** Lower case, accents stripped: the form the database keeps `psychologists.search_name` in. */
function searchKey(text: string) {
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

/**
 * Only a psychologist with at least one opening hour is found (decision 1405): an approved profile
 * without hours could not be booked.
 */
const hasOpeningHours = sql`exists (select 1 from ${openingHours}
  where ${openingHours.psychologistUuid} = ${psychologists.uuid} and ${openingHours.deletedAt} is null)`;

/** The approved psychologists matching the filters, each with its next free slot (domain.md §19). */
export async function searchPsychologists(deps: AppDeps, query: TPsychologistSearchQuery) {
  const { name, specialty, approach, targetAudience } = query;
  const pattern = containsPattern(name);
  // search_name is the name folded by the database (schema.ts); ordering by it keeps 'Ângela'
  // before 'Márcia' whatever the collation.
  const rows = await deps.database.db
    .select({ ...PUBLIC_COLUMNS, nextAvailable: nextAvailableSql(deps) })
    .from(psychologists)
    .where(
      and(
        eq(psychologists.complianceStatus, 'approved'),
        isNull(psychologists.deletedAt),
        hasOpeningHours,
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
}
