import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { measureResponses as measureTable } from '../../db/tables/measures.ts';
import { readIntake } from '../matching/intake.service.ts';

const appointmentColumns = {
  uuid: s.appointments.uuid,
  date: s.appointments.date,
  startsAt: s.appointments.startsAt,
  endsAt: s.appointments.endsAt,
  status: s.appointments.status,
  videoUrl: s.appointments.videoUrl,
  cancelledAt: s.appointments.cancelledAt,
  createdAt: s.appointments.createdAt,
};

/**
 * A collaborator's company and sector names, sessions, purchases, credits, radar and measure answers
 * and intake.
 */
export async function collaboratorPart(db: DbOrTx, uuid: string) {
  const [place] = await db
    .select({ company: s.companies.name, sector: s.sectors.name })
    .from(s.collaborators)
    .innerJoin(s.companies, eq(s.companies.uuid, s.collaborators.companyUuid))
    .innerJoin(s.sectors, eq(s.sectors.uuid, s.collaborators.sectorUuid))
    .where(eq(s.collaborators.uuid, uuid));
  const appointments = await db
    .select({ ...appointmentColumns, psychologistName: s.psychologists.name })
    .from(s.appointments)
    .innerJoin(s.psychologists, eq(s.psychologists.uuid, s.appointments.psychologistUuid))
    .where(eq(s.appointments.collaboratorUuid, uuid))
    .orderBy(asc(s.appointments.startsAt));
  const purchases = await db
    .select({
      uuid: s.purchases.uuid,
      amount: s.purchases.amount,
      priceCents: s.purchases.priceCents,
      status: s.purchases.status,
      provider: s.purchases.provider,
      createdAt: s.purchases.createdAt,
      updatedAt: s.purchases.updatedAt,
    })
    .from(s.purchases)
    .where(eq(s.purchases.collaboratorUuid, uuid))
    .orderBy(asc(s.purchases.createdAt));
  const creditLedger = await db
    .select({
      delta: s.creditLedger.delta,
      reason: s.creditLedger.reason,
      actorRole: s.creditLedger.actorRole,
      note: s.creditLedger.note,
      createdAt: s.creditLedger.createdAt,
    })
    .from(s.creditLedger)
    .where(eq(s.creditLedger.collaboratorUuid, uuid))
    .orderBy(asc(s.creditLedger.id));
  const radarResponses = await db
    .select({
      provider: s.radarResponses.provider,
      answers: s.radarResponses.answers,
      scores: s.radarResponses.scores,
      createdAt: s.radarResponses.createdAt,
    })
    .from(s.radarResponses)
    .where(eq(s.radarResponses.collaboratorUuid, uuid))
    .orderBy(asc(s.radarResponses.createdAt));
  // PHQ-9 / GAD-7 answers are the person's own health data (domain.md §18): all of them.
  const measureResponses = await db
    .select({
      instrument: measureTable.instrument,
      answers: measureTable.answers,
      score: measureTable.score,
      createdAt: measureTable.createdAt,
    })
    .from(measureTable)
    .where(eq(measureTable.collaboratorUuid, uuid))
    .orderBy(asc(measureTable.createdAt));
  return {
    company: { name: place?.company ?? '' },
    sector: { name: place?.sector ?? '' },
    appointments,
    purchases,
    creditLedger,
    radarResponses,
    measureResponses,
    // 'O que te traz aqui?': the person's own answers, or null (decision 1380).
    intake: await readIntake(db, uuid),
  };
}

/** A psychologist's sessions (with whom) and opening hours; never reviews or session notes. */
export async function psychologistPart(db: DbOrTx, uuid: string) {
  const appointments = await db
    .select({ ...appointmentColumns, collaboratorName: s.collaborators.name })
    .from(s.appointments)
    .innerJoin(s.collaborators, eq(s.collaborators.uuid, s.appointments.collaboratorUuid))
    .where(eq(s.appointments.psychologistUuid, uuid))
    .orderBy(asc(s.appointments.startsAt));
  const openingHours = await db
    .select({
      dayOfWeek: s.openingHours.dayOfWeek,
      startTime: s.openingHours.startTime,
      endTime: s.openingHours.endTime,
      deletedAt: s.openingHours.deletedAt,
      createdAt: s.openingHours.createdAt,
    })
    .from(s.openingHours)
    .where(eq(s.openingHours.psychologistUuid, uuid));
  return { appointments, openingHours };
}
