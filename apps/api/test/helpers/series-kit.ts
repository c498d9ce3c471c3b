import { and, eq } from 'drizzle-orm';
import * as s from '../../src/db/schema.ts';
import { changeCredits } from '../../src/modules/credits/ledger.ts';
import {
  bearer,
  makeCollaborator,
  makeOpeningHour,
  makePsychologist,
  tokenFor,
} from './factories.ts';
import type { TestContext } from './test-app.ts';

// Monday 2026-03-02 09:00 in São Paulo (UTC-3); the series' slot is Tuesday 10:00–10:50.
export const NOW = '2026-03-02T12:00:00.000Z';
export const TUESDAYS = ['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31'];
/** One minute after the session of a Tuesday ends (10:50 in São Paulo = 13:50 UTC). */
export const afterSessionOf = (date: string) => `${date}T13:51:00.000Z`;

/**
 * A collaborator with `credits`, a psychologist and its Tuesday 10:00 hour (domain.md §24), and the
 * body of a weekly series from the first Tuesday; `people` passes fields to their factories.
 */
export async function seriesScenario(
  ctx: TestContext,
  credits = 10,
  people: {
    collaborator?: Parameters<typeof makeCollaborator>[1];
    psychologist?: Parameters<typeof makePsychologist>[1];
  } = {},
) {
  const collaborator = await makeCollaborator(ctx, { ...people.collaborator, credits });
  const psychologist = await makePsychologist(ctx, people.psychologist);
  const hour = await makeOpeningHour(ctx, psychologist.uuid, 2, '10:00:00', '10:50:00');
  const body = {
    collaboratorUuid: collaborator.uuid,
    psychologistUuid: psychologist.uuid,
    openingHourUuid: hour.uuid,
    startDate: TUESDAYS[0],
    frequency: 'weekly',
  };
  return { collaborator, psychologist, hour, body };
}

export async function postSeries(
  ctx: TestContext,
  body: Record<string, unknown>,
  opts: { dryRun?: boolean; as?: string } = {},
) {
  const caller = opts.as ?? String(body.collaboratorUuid);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/appointments/series${opts.dryRun ? '?dryRun=true' : ''}`,
    headers: bearer(await tokenFor(ctx, 'collaborator', caller)),
    payload: body,
  });
}

export async function getSeries(
  ctx: TestContext,
  uuid: string,
  role: 'collaborator' | 'psychologist',
  who: string,
) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/appointments/series/${uuid}`,
    headers: bearer(await tokenFor(ctx, role, who)),
  });
}

export async function endSeriesAs(
  ctx: TestContext,
  uuid: string,
  role: 'collaborator' | 'psychologist',
  who: string,
  fromDate: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/appointments/series/${uuid}/end`,
    headers: bearer(await tokenFor(ctx, role, who)),
    payload: { fromDate },
  });
}

/** A collaborator's appointments, by date, with status and series. */
export async function occurrencesOf(ctx: TestContext, collaboratorUuid: string) {
  const rows = await ctx.db
    .select({
      date: s.appointments.date,
      status: s.appointments.status,
      seriesUuid: s.appointments.seriesUuid,
    })
    .from(s.appointments)
    .where(eq(s.appointments.collaboratorUuid, collaboratorUuid));
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/** Outbox rows of a kind about a person (the series' notices). */
export async function noticesTo(ctx: TestContext, kind: string, recipientUuid: string) {
  return ctx.db
    .select({ body: s.outbox.body, subject: s.outbox.subject })
    .from(s.outbox)
    .where(and(eq(s.outbox.kind, kind), eq(s.outbox.recipientUuid, recipientUuid)));
}

export const grant = (ctx: TestContext, collaboratorUuid: string, delta: number) =>
  changeCredits(ctx.db, { collaboratorUuid, delta, reason: 'grant', note: 'test' });

export async function seriesRow(ctx: TestContext, uuid: string) {
  const [row] = await ctx.db
    .select()
    .from(s.appointmentSeries)
    .where(eq(s.appointmentSeries.uuid, uuid));
  return row;
}
