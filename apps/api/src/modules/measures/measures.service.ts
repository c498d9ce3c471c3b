import { and, asc, desc, eq } from 'drizzle-orm';
import {
  isMeasureRemission,
  isMeasureResponse,
  MEASURE_BAND_LABELS,
  MEASURE_INSTRUMENTS,
  MEASURE_INTERVAL_DAYS,
  MEASURE_MESSAGES,
  MEASURE_SCALE,
  MEASURES,
  measureBand,
  measureCrisis,
  measureScore,
  type TMeasureInstrument,
  type TMeasureResponse,
} from '@acolher/contracts/measures';
import type {
  TMeasureOverview,
  TMeasureResult,
  TMeasureSeries,
} from '@acolher/contracts/answers/measures';
import { instantToLocalDate, instantToZonedIso } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collaborators } from '../../db/schema.ts';
import { measureResponses } from '../../db/tables/measures.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  assertMayReadMeasures,
  COLLABORATOR_NOT_FOUND,
  hasBookedSession,
} from './measures-access.ts';
import { tellTreatingPsychologists } from './measures-notice.ts';

const INTERVAL_MS = MEASURE_INTERVAL_DAYS * 24 * 60 * 60 * 1000;

/** The two instruments with their items and scale (domain.md §18). */
export function questionnaires() {
  return {
    scale: MEASURE_SCALE.map((o) => ({ ...o })),
    instruments: MEASURE_INSTRUMENTS.map((id) => {
      const m = MEASURES[id];
      return {
        instrument: m.instrument,
        name: m.name,
        title: m.title,
        prompt: m.prompt,
        maxScore: m.maxScore,
        items: m.items.map((text, index) => ({ number: index + 1, text })),
        bands: m.bands.map((b) => ({ ...b, label: MEASURE_BAND_LABELS[b.band] })),
      };
    }),
  };
}

async function lastAnsweredAt(
  db: DbOrTx,
  collaboratorUuid: string,
  instrument: TMeasureInstrument,
) {
  const [row] = await db
    .select({ createdAt: measureResponses.createdAt })
    .from(measureResponses)
    .where(
      and(
        eq(measureResponses.collaboratorUuid, collaboratorUuid),
        eq(measureResponses.instrument, instrument),
      ),
    )
    .orderBy(desc(measureResponses.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Records one answer, scored here (the client's score is never trusted). A collaborator with a
 * booked session only, once every 14 days per instrument; PHQ-9 item 9 tells the treating
 * psychologists once, in the same transaction (decision 1168).
 */
export async function submitMeasure(
  deps: AppDeps,
  auth: AuthContext,
  input: TMeasureResponse,
): Promise<TMeasureResult> {
  const now = deps.clock();
  const zone = deps.env.APP_TIME_ZONE;
  return deps.database.db.transaction(async (tx) => {
    // Serialises two answers sent at once by the same person, so the spacing holds.
    const [person] = await tx
      .select({ uuid: collaborators.uuid })
      .from(collaborators)
      .where(eq(collaborators.uuid, auth.uuid))
      .for('update');
    if (!person) throw notFound(COLLABORATOR_NOT_FOUND);
    if (!(await hasBookedSession(tx, auth.uuid, now))) throw conflict(MEASURE_MESSAGES.noBooking);
    const last = await lastAnsweredAt(tx, auth.uuid, input.instrument);
    if (last && now.getTime() - last.getTime() < INTERVAL_MS) {
      throw conflict(MEASURE_MESSAGES.tooSoon);
    }
    const score = measureScore(input.answers);
    const band = measureBand(input.instrument, score);
    const crisis = measureCrisis(input.instrument, input.answers);
    const [row] = await tx
      .insert(measureResponses)
      .values({
        collaboratorUuid: auth.uuid,
        instrument: input.instrument,
        answers: input.answers,
        score,
        crisis,
        createdAt: now,
      })
      .returning({ uuid: measureResponses.uuid });
    if (crisis) await tellTreatingPsychologists(tx, auth.uuid, row.uuid, now);
    return {
      uuid: row.uuid,
      instrument: input.instrument,
      score,
      band,
      bandLabel: MEASURE_BAND_LABELS[band],
      crisis,
      answeredAt: instantToZonedIso(now, zone),
      nextAvailableAt: instantToZonedIso(new Date(now.getTime() + INTERVAL_MS), zone),
    };
  });
}

/** Per instrument: the series with its markers, and whether it is due now. */
export async function measureOverview(
  deps: AppDeps,
  auth: AuthContext,
  collaboratorUuid: string,
): Promise<TMeasureOverview> {
  const db = deps.database.db;
  const now = deps.clock();
  const zone = deps.env.APP_TIME_ZONE;
  await assertMayReadMeasures(db, auth, collaboratorUuid);
  const rows = await db
    .select({
      instrument: measureResponses.instrument,
      score: measureResponses.score,
      crisis: measureResponses.crisis,
      createdAt: measureResponses.createdAt,
    })
    .from(measureResponses)
    .where(eq(measureResponses.collaboratorUuid, collaboratorUuid))
    .orderBy(asc(measureResponses.createdAt));
  const eligible = await hasBookedSession(db, collaboratorUuid, now);
  const instruments = MEASURE_INSTRUMENTS.map((instrument): TMeasureSeries => {
    const own = rows.filter((r) => r.instrument === instrument);
    const first = own[0]?.score ?? 0;
    const points = own.map((r, index) => {
      const band = measureBand(instrument, r.score);
      return {
        date: instantToLocalDate(r.createdAt, zone),
        answeredAt: instantToZonedIso(r.createdAt, zone),
        score: r.score,
        band,
        bandLabel: MEASURE_BAND_LABELS[band],
        // The first answer is the baseline: markers start at the second (decision 1166).
        response: index > 0 && isMeasureResponse(first, r.score),
        remission: index > 0 && isMeasureRemission(instrument, r.score),
        crisis: r.crisis,
      };
    });
    const last = own.at(-1);
    const next = last ? new Date(last.createdAt.getTime() + INTERVAL_MS) : null;
    const latest = points.at(-1);
    return {
      instrument,
      name: MEASURES[instrument].name,
      title: MEASURES[instrument].title,
      maxScore: MEASURES[instrument].maxScore,
      due: eligible && (!next || next.getTime() <= now.getTime()),
      nextAvailableAt:
        next && next.getTime() > now.getTime() ? instantToZonedIso(next, zone) : null,
      points,
      response: latest?.response ?? false,
      remission: latest?.remission ?? false,
    };
  });
  return { collaboratorUuid, eligible, instruments };
}
