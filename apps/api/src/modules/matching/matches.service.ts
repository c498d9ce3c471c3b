import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { TMatchesQuery } from '@acolher/contracts/matching';
import { instantToZonedIso } from '@acolher/contracts/time';
import type { AppDeps } from '../../app-context.ts';
import { openingHours, psychologists } from '../../db/schema.ts';
import { psychologistGenders } from '../../db/tables/matching.ts';
import { nextAvailableSql } from '../psychologist-search/next-available.ts';
import { PUBLIC_COLUMNS } from '../psychologists/psychologist-view.ts';
import { readIntake } from './intake.service.ts';
import { rankCandidates } from './match-scoring.ts';

/**
 * GET /psychologists/collaborators/matches (decision 1382): the approved psychologists with a free
 * slot in the next 30 days, ranked by the caller's own intake (none: by the next free slot), each
 * as in the search plus why it matched; `exclude` leaves one out ('Trocar de psicólogo', decision
 * 1383). Three statements whatever the number of psychologists.
 */
export async function listMatches(deps: AppDeps, collaboratorUuid: string, query: TMatchesQuery) {
  const { db } = deps.database;
  const intake = await readIntake(db, collaboratorUuid);
  const rows = await db
    .select({
      ...PUBLIC_COLUMNS,
      gender: psychologistGenders.gender,
      nextAvailable: nextAvailableSql(deps),
    })
    .from(psychologists)
    .leftJoin(psychologistGenders, eq(psychologistGenders.psychologistUuid, psychologists.uuid))
    .where(
      and(
        eq(psychologists.complianceStatus, 'approved'),
        isNull(psychologists.deletedAt),
        query.exclude ? ne(psychologists.uuid, query.exclude) : undefined,
      ),
    );
  const open = rows.flatMap((r) =>
    r.nextAvailable === null ? [] : [{ ...r, nextAvailable: r.nextAvailable }],
  );
  if (open.length === 0) return [];
  const hours = await db
    .select({ psychologistUuid: openingHours.psychologistUuid, startTime: openingHours.startTime })
    .from(openingHours)
    .where(
      and(
        inArray(
          openingHours.psychologistUuid,
          open.map((r) => r.uuid),
        ),
        isNull(openingHours.deletedAt),
      ),
    );
  const candidates = open.map((r) => ({
    ...r,
    startTimes: hours.filter((h) => h.psychologistUuid === r.uuid).map((h) => h.startTime),
  }));
  const zone = deps.env.APP_TIME_ZONE;
  return rankCandidates(intake, candidates, deps.clock(), zone).map(({ candidate, reasons }) => {
    const { gender: _gender, startTimes: _times, nextAvailable, ...profile } = candidate;
    return { ...profile, nextAvailableAt: instantToZonedIso(nextAvailable, zone), reasons };
  });
}
